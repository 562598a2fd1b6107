; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709490175 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9805 ((_ extract 16 0) (bvsub ?x9792 (_ bv0 64)))))
 (let ((?x9799 (bvurem ?x9805 (_ bv7680 17))))
 (let ((?x9798 ((_ zero_extend 15) (bvudiv ?x9799 (_ bv8 17)))))
 (let ((?x9811 (bvadd (bvmul ((_ zero_extend 15) (bvudiv (bvurem ?x9799 (_ bv8 17)) (_ bv2 17))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9814 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9811)) (concat ((_ extract 29 0) ?x9798) (_ bv0 2)))))
 (let ((?x9867 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ?x9805 (_ bv7680 17)))) (_ bv0 2)))))
 (let ((?x9857 (concat (bvadd ?x9867 (concat (_ bv0 31) ?x9814)) (_ bv0 1))))
 (let ((?x9880 (bvadd ?x9792 (_ bv2 64))))
 (let (($x9859 (or (not (= ((_ extract 29 4) ((_ zero_extend 15) (bvudiv ?x9805 (_ bv7680 17)))) (_ bv0 26))) (bvule (_ bv32 6) (concat ((_ extract 3 0) ((_ zero_extend 15) (bvudiv ?x9805 (_ bv7680 17)))) (_ bv0 2))))))
 (let (($x9886 (or (not (= ((_ extract 31 10) ?x9814) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9811) (concat ((_ extract 7 0) ?x9798) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9893 (and $x9890 (bvult ((_ zero_extend 15) (bvudiv ?x9805 (_ bv7680 17))) (_ bv8 32)) (bvult ?x9798 (_ bv240 32)) $x9890 $x9890 (bvult ?x9811 (_ bv128 32)) (and $x231 (not $x9886) (= ((_ extract 4 0) ?x9811) (_ bv0 5)) (not $x9859)) (bvule ?x9857 ?x9792) (bvule ?x9880 (bvadd ?x9857 (_ bv2 64))))))
 (not $x9893))))))))))))))))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9808 ((_ extract 16 0) (bvsub ?x9792 (_ bv1920 64)))))
 (let ((?x9823 (bvurem ?x9808 (_ bv7680 17))))
 (let ((?x9824 ((_ zero_extend 15) (bvudiv ?x9823 (_ bv8 17)))))
 (let ((?x9837 (bvadd (bvmul ((_ zero_extend 15) (bvudiv (bvurem ?x9823 (_ bv8 17)) (_ bv2 17))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9901 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9837)) (concat ((_ extract 29 0) ?x9824) (_ bv0 2)))))
 (let ((?x9919 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ?x9808 (_ bv7680 17)))) (_ bv1 2)))))
 (let ((?x9905 (concat (bvadd ?x9919 (concat (_ bv0 31) ?x9901)) (_ bv0 1))))
 (let ((?x9880 (bvadd ?x9792 (_ bv2 64))))
 (let (($x9907 (or (not (= ((_ extract 29 4) ((_ zero_extend 15) (bvudiv ?x9808 (_ bv7680 17)))) (_ bv0 26))) (bvule (_ bv32 6) (concat ((_ extract 3 0) ((_ zero_extend 15) (bvudiv ?x9808 (_ bv7680 17)))) (_ bv1 2))))))
 (let (($x9918 (or (not (= ((_ extract 31 10) ?x9901) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9837) (concat ((_ extract 7 0) ?x9824) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9925 (and $x9890 (bvult ((_ zero_extend 15) (bvudiv ?x9808 (_ bv7680 17))) (_ bv8 32)) (bvult ?x9824 (_ bv240 32)) $x9890 $x9890 (bvult ?x9837 (_ bv128 32)) (and $x231 (not $x9918) (= ((_ extract 4 0) ?x9837) (_ bv0 5)) (not $x9907)) (bvule ?x9905 ?x9792) (bvule ?x9880 (bvadd ?x9905 (_ bv2 64))))))
 (not $x9925))))))))))))))))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9829 ((_ extract 16 0) (bvsub ?x9792 (_ bv3840 64)))))
 (let ((?x9835 (bvurem ?x9829 (_ bv7680 17))))
 (let ((?x9822 ((_ zero_extend 15) (bvudiv ?x9835 (_ bv8 17)))))
 (let ((?x9849 (bvadd (bvmul ((_ zero_extend 15) (bvudiv (bvurem ?x9835 (_ bv8 17)) (_ bv2 17))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9950 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9849)) (concat ((_ extract 29 0) ?x9822) (_ bv0 2)))))
 (let ((?x9965 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ?x9829 (_ bv7680 17)))) (_ bv2 2)))))
 (let ((?x9944 (concat (bvadd ?x9965 (concat (_ bv0 31) ?x9950)) (_ bv0 1))))
 (let ((?x9880 (bvadd ?x9792 (_ bv2 64))))
 (let (($x9969 (or (not (= ((_ extract 29 4) ((_ zero_extend 15) (bvudiv ?x9829 (_ bv7680 17)))) (_ bv0 26))) (bvule (_ bv32 6) (concat ((_ extract 3 0) ((_ zero_extend 15) (bvudiv ?x9829 (_ bv7680 17)))) (_ bv2 2))))))
 (let (($x9971 (or (not (= ((_ extract 31 10) ?x9950) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9849) (concat ((_ extract 7 0) ?x9822) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9955 (and $x9890 (bvult ((_ zero_extend 15) (bvudiv ?x9829 (_ bv7680 17))) (_ bv8 32)) (bvult ?x9822 (_ bv240 32)) $x9890 $x9890 (bvult ?x9849 (_ bv128 32)) (and $x231 (not $x9971) (= ((_ extract 4 0) ?x9849) (_ bv0 5)) (not $x9969)) (bvule ?x9944 ?x9792) (bvule ?x9880 (bvadd ?x9944 (_ bv2 64))))))
 (not $x9955))))))))))))))))
(assert
 (let ((?x9792 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9842 ((_ extract 16 0) (bvsub ?x9792 (_ bv5760 64)))))
(let ((?x9847 (bvurem ?x9842 (_ bv7680 17))))
(let ((?x9825 ((_ zero_extend 15) (bvudiv ?x9847 (_ bv8 17)))))
(let ((?x9862 (bvadd (bvmul ((_ zero_extend 15) (bvudiv (bvurem ?x9847 (_ bv8 17)) (_ bv2 17))) (_ bv32 32)) (_ bv0 32))))
(let ((?x9983 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9862)) (concat ((_ extract 29 0) ?x9825) (_ bv0 2)))))
(let ((?x10002 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 15) (bvudiv ?x9842 (_ bv7680 17)))) (_ bv3 2)))))
(let ((?x9976 (concat (bvadd ?x10002 (concat (_ bv0 31) ?x9983)) (_ bv0 1))))
(let ((?x9880 (bvadd ?x9792 (_ bv2 64))))
(let (($x9978 (or (not (= ((_ extract 29 4) ((_ zero_extend 15) (bvudiv ?x9842 (_ bv7680 17)))) (_ bv0 26))) (bvule (_ bv32 6) (concat ((_ extract 3 0) ((_ zero_extend 15) (bvudiv ?x9842 (_ bv7680 17)))) (_ bv3 2))))))
(let (($x9996 (or (not (= ((_ extract 31 10) ?x9983) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9862) (concat ((_ extract 7 0) ?x9825) (_ bv0 2)))))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x9890 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9991 (and $x9890 (bvult ((_ zero_extend 15) (bvudiv ?x9842 (_ bv7680 17))) (_ bv8 32)) (bvult ?x9825 (_ bv240 32)) $x9890 $x9890 (bvult ?x9862 (_ bv128 32)) (and $x231 (not $x9996) (= ((_ extract 4 0) ?x9862) (_ bv0 5)) (not $x9978)) (bvule ?x9976 ?x9792) (bvule ?x9880 (bvadd ?x9976 (_ bv2 64))))))
(not $x9991))))))))))))))))
(check-sat)
