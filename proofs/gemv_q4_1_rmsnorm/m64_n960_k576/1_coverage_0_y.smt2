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
 (bvule base!x (_ bv18446744073709477887 64)))
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
 (bvule base!y (_ bv18446744073709428735 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x9790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9803 ((_ extract 17 0) (bvsub ?x9790 (_ bv0 64)))))
 (let ((?x9797 (bvurem ?x9803 (_ bv7680 18))))
 (let ((?x9796 ((_ zero_extend 14) (bvudiv ?x9797 (_ bv8 18)))))
 (let ((?x9809 (bvadd (bvmul ((_ zero_extend 14) (bvudiv (bvurem ?x9797 (_ bv8 18)) (_ bv2 18))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9812 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9809)) (concat ((_ extract 29 0) ?x9796) (_ bv0 2)))))
 (let ((?x9876 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 14) (bvudiv ?x9803 (_ bv7680 18)))) (_ bv0 2)))))
 (let ((?x9878 (concat (bvadd ?x9876 (concat (_ bv0 31) ?x9812)) (_ bv0 1))))
 (let ((?x9879 (bvadd ?x9790 (_ bv2 64))))
 (let (($x9877 (or (not (= ((_ extract 29 5) ((_ zero_extend 14) (bvudiv ?x9803 (_ bv7680 18)))) (_ bv0 25))) (bvule (_ bv64 7) (concat ((_ extract 4 0) ((_ zero_extend 14) (bvudiv ?x9803 (_ bv7680 18)))) (_ bv0 2))))))
 (let (($x9884 (or (not (= ((_ extract 31 10) ?x9812) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9809) (concat ((_ extract 7 0) ?x9796) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9888 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9891 (and $x9888 (bvult ((_ zero_extend 14) (bvudiv ?x9803 (_ bv7680 18))) (_ bv16 32)) (bvult ?x9796 (_ bv240 32)) $x9888 $x9888 (bvult ?x9809 (_ bv128 32)) (and $x231 (not $x9884) (= ((_ extract 4 0) ?x9809) (_ bv0 5)) (not $x9877)) (bvule ?x9878 ?x9790) (bvule ?x9879 (bvadd ?x9878 (_ bv2 64))))))
 (not $x9891))))))))))))))))
(assert
 (let ((?x9790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9798 ((_ extract 17 0) (bvsub ?x9790 (_ bv1920 64)))))
 (let ((?x9821 (bvurem ?x9798 (_ bv7680 18))))
 (let ((?x9799 ((_ zero_extend 14) (bvudiv ?x9821 (_ bv8 18)))))
 (let ((?x9835 (bvadd (bvmul ((_ zero_extend 14) (bvudiv (bvurem ?x9821 (_ bv8 18)) (_ bv2 18))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9908 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9835)) (concat ((_ extract 29 0) ?x9799) (_ bv0 2)))))
 (let ((?x9923 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 14) (bvudiv ?x9798 (_ bv7680 18)))) (_ bv1 2)))))
 (let ((?x9920 (concat (bvadd ?x9923 (concat (_ bv0 31) ?x9908)) (_ bv0 1))))
 (let ((?x9879 (bvadd ?x9790 (_ bv2 64))))
 (let (($x9909 (or (not (= ((_ extract 29 5) ((_ zero_extend 14) (bvudiv ?x9798 (_ bv7680 18)))) (_ bv0 25))) (bvule (_ bv64 7) (concat ((_ extract 4 0) ((_ zero_extend 14) (bvudiv ?x9798 (_ bv7680 18)))) (_ bv1 2))))))
 (let (($x9899 (or (not (= ((_ extract 31 10) ?x9908) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9835) (concat ((_ extract 7 0) ?x9799) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9888 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9930 (and $x9888 (bvult ((_ zero_extend 14) (bvudiv ?x9798 (_ bv7680 18))) (_ bv16 32)) (bvult ?x9799 (_ bv240 32)) $x9888 $x9888 (bvult ?x9835 (_ bv128 32)) (and $x231 (not $x9899) (= ((_ extract 4 0) ?x9835) (_ bv0 5)) (not $x9909)) (bvule ?x9920 ?x9790) (bvule ?x9879 (bvadd ?x9920 (_ bv2 64))))))
 (not $x9930))))))))))))))))
(assert
 (let ((?x9790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9827 ((_ extract 17 0) (bvsub ?x9790 (_ bv3840 64)))))
 (let ((?x9833 (bvurem ?x9827 (_ bv7680 18))))
 (let ((?x9837 ((_ zero_extend 14) (bvudiv ?x9833 (_ bv8 18)))))
 (let ((?x9847 (bvadd (bvmul ((_ zero_extend 14) (bvudiv (bvurem ?x9833 (_ bv8 18)) (_ bv2 18))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9960 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9847)) (concat ((_ extract 29 0) ?x9837) (_ bv0 2)))))
 (let ((?x9944 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 14) (bvudiv ?x9827 (_ bv7680 18)))) (_ bv2 2)))))
 (let ((?x9916 (concat (bvadd ?x9944 (concat (_ bv0 31) ?x9960)) (_ bv0 1))))
 (let ((?x9879 (bvadd ?x9790 (_ bv2 64))))
 (let (($x9964 (or (not (= ((_ extract 29 5) ((_ zero_extend 14) (bvudiv ?x9827 (_ bv7680 18)))) (_ bv0 25))) (bvule (_ bv64 7) (concat ((_ extract 4 0) ((_ zero_extend 14) (bvudiv ?x9827 (_ bv7680 18)))) (_ bv2 2))))))
 (let (($x9962 (or (not (= ((_ extract 31 10) ?x9960) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9847) (concat ((_ extract 7 0) ?x9837) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9888 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9949 (and $x9888 (bvult ((_ zero_extend 14) (bvudiv ?x9827 (_ bv7680 18))) (_ bv16 32)) (bvult ?x9837 (_ bv240 32)) $x9888 $x9888 (bvult ?x9847 (_ bv128 32)) (and $x231 (not $x9962) (= ((_ extract 4 0) ?x9847) (_ bv0 5)) (not $x9964)) (bvule ?x9916 ?x9790) (bvule ?x9879 (bvadd ?x9916 (_ bv2 64))))))
 (not $x9949))))))))))))))))
(assert
 (let ((?x9790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9840 ((_ extract 17 0) (bvsub ?x9790 (_ bv5760 64)))))
(let ((?x9845 (bvurem ?x9840 (_ bv7680 18))))
(let ((?x9850 ((_ zero_extend 14) (bvudiv ?x9845 (_ bv8 18)))))
(let ((?x9860 (bvadd (bvmul ((_ zero_extend 14) (bvudiv (bvurem ?x9845 (_ bv8 18)) (_ bv2 18))) (_ bv32 32)) (_ bv0 32))))
(let ((?x9984 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9860)) (concat ((_ extract 29 0) ?x9850) (_ bv0 2)))))
(let ((?x9988 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 14) (bvudiv ?x9840 (_ bv7680 18)))) (_ bv3 2)))))
(let ((?x9951 (concat (bvadd ?x9988 (concat (_ bv0 31) ?x9984)) (_ bv0 1))))
(let ((?x9879 (bvadd ?x9790 (_ bv2 64))))
(let (($x10010 (or (not (= ((_ extract 29 5) ((_ zero_extend 14) (bvudiv ?x9840 (_ bv7680 18)))) (_ bv0 25))) (bvule (_ bv64 7) (concat ((_ extract 4 0) ((_ zero_extend 14) (bvudiv ?x9840 (_ bv7680 18)))) (_ bv3 2))))))
(let (($x10011 (or (not (= ((_ extract 31 10) ?x9984) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9860) (concat ((_ extract 7 0) ?x9850) (_ bv0 2)))))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x9888 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9995 (and $x9888 (bvult ((_ zero_extend 14) (bvudiv ?x9840 (_ bv7680 18))) (_ bv16 32)) (bvult ?x9850 (_ bv240 32)) $x9888 $x9888 (bvult ?x9860 (_ bv128 32)) (and $x231 (not $x10011) (= ((_ extract 4 0) ?x9860) (_ bv0 5)) (not $x10010)) (bvule ?x9951 ?x9790) (bvule ?x9879 (bvadd ?x9951 (_ bv2 64))))))
(not $x9995))))))))))))))))
(check-sat)
