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
 (bvule base!x (_ bv18446744073709533183 64)))
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
 (bvule base!y (_ bv18446744073709520895 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9804 ((_ extract 15 0) (bvsub ?x9791 (_ bv0 64)))))
 (let ((?x9798 (bvurem ?x9804 (_ bv7680 16))))
 (let ((?x9797 ((_ zero_extend 16) (bvudiv ?x9798 (_ bv8 16)))))
 (let ((?x9817 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9798 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9860 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9817)) (concat ((_ extract 29 0) ?x9797) (_ bv0 2)))))
 (let ((?x9877 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ?x9804 (_ bv7680 16)))) (_ bv0 2)))))
 (let ((?x9879 (concat (bvadd ?x9877 (concat (_ bv0 31) ?x9860)) (_ bv0 1))))
 (let ((?x9880 (bvadd ?x9791 (_ bv2 64))))
 (let (($x9874 (or (not (= ((_ extract 29 3) ((_ zero_extend 16) (bvudiv ?x9804 (_ bv7680 16)))) (_ bv0 27))) (bvule (_ bv16 5) (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ?x9804 (_ bv7680 16)))) (_ bv0 2))))))
 (let (($x9885 (or (not (= ((_ extract 31 10) ?x9860) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9817) (concat ((_ extract 7 0) ?x9797) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9889 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9892 (and $x9889 (bvult ((_ zero_extend 16) (bvudiv ?x9804 (_ bv7680 16))) (_ bv4 32)) (bvult ?x9797 (_ bv240 32)) $x9889 $x9889 (bvult ?x9817 (_ bv128 32)) (and $x231 (not $x9885) (= ((_ extract 4 0) ?x9817) (_ bv0 5)) (not $x9874)) (bvule ?x9879 ?x9791) (bvule ?x9880 (bvadd ?x9879 (_ bv2 64))))))
 (not $x9892))))))))))))))))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9814 ((_ extract 15 0) (bvsub ?x9791 (_ bv1920 64)))))
 (let ((?x9822 (bvurem ?x9814 (_ bv7680 16))))
 (let ((?x9821 ((_ zero_extend 16) (bvudiv ?x9822 (_ bv8 16)))))
 (let ((?x9835 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9822 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9905 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9835)) (concat ((_ extract 29 0) ?x9821) (_ bv0 2)))))
 (let ((?x9897 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ?x9814 (_ bv7680 16)))) (_ bv1 2)))))
 (let ((?x9911 (concat (bvadd ?x9897 (concat (_ bv0 31) ?x9905)) (_ bv0 1))))
 (let ((?x9880 (bvadd ?x9791 (_ bv2 64))))
 (let (($x9924 (or (not (= ((_ extract 29 3) ((_ zero_extend 16) (bvudiv ?x9814 (_ bv7680 16)))) (_ bv0 27))) (bvule (_ bv16 5) (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ?x9814 (_ bv7680 16)))) (_ bv1 2))))))
 (let (($x9903 (or (not (= ((_ extract 31 10) ?x9905) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9835) (concat ((_ extract 7 0) ?x9821) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9889 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9932 (and $x9889 (bvult ((_ zero_extend 16) (bvudiv ?x9814 (_ bv7680 16))) (_ bv4 32)) (bvult ?x9821 (_ bv240 32)) $x9889 $x9889 (bvult ?x9835 (_ bv128 32)) (and $x231 (not $x9903) (= ((_ extract 4 0) ?x9835) (_ bv0 5)) (not $x9924)) (bvule ?x9911 ?x9791) (bvule ?x9880 (bvadd ?x9911 (_ bv2 64))))))
 (not $x9932))))))))))))))))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9819 ((_ extract 15 0) (bvsub ?x9791 (_ bv3840 64)))))
 (let ((?x9834 (bvurem ?x9819 (_ bv7680 16))))
 (let ((?x9813 ((_ zero_extend 16) (bvudiv ?x9834 (_ bv8 16)))))
 (let ((?x9849 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9834 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9966 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9849)) (concat ((_ extract 29 0) ?x9813) (_ bv0 2)))))
 (let ((?x9939 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ?x9819 (_ bv7680 16)))) (_ bv2 2)))))
 (let ((?x9951 (concat (bvadd ?x9939 (concat (_ bv0 31) ?x9966)) (_ bv0 1))))
 (let ((?x9880 (bvadd ?x9791 (_ bv2 64))))
 (let (($x9942 (or (not (= ((_ extract 29 3) ((_ zero_extend 16) (bvudiv ?x9819 (_ bv7680 16)))) (_ bv0 27))) (bvule (_ bv16 5) (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ?x9819 (_ bv7680 16)))) (_ bv2 2))))))
 (let (($x9970 (or (not (= ((_ extract 31 10) ?x9966) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9849) (concat ((_ extract 7 0) ?x9813) (_ bv0 2)))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x9889 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9944 (and $x9889 (bvult ((_ zero_extend 16) (bvudiv ?x9819 (_ bv7680 16))) (_ bv4 32)) (bvult ?x9813 (_ bv240 32)) $x9889 $x9889 (bvult ?x9849 (_ bv128 32)) (and $x231 (not $x9970) (= ((_ extract 4 0) ?x9849) (_ bv0 5)) (not $x9942)) (bvule ?x9951 ?x9791) (bvule ?x9880 (bvadd ?x9951 (_ bv2 64))))))
 (not $x9944))))))))))))))))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9831 ((_ extract 15 0) (bvsub ?x9791 (_ bv5760 64)))))
(let ((?x9846 (bvurem ?x9831 (_ bv7680 16))))
(let ((?x9832 ((_ zero_extend 16) (bvudiv ?x9846 (_ bv8 16)))))
(let ((?x9862 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9846 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x10005 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9862)) (concat ((_ extract 29 0) ?x9832) (_ bv0 2)))))
(let ((?x9981 (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ?x9831 (_ bv7680 16)))) (_ bv3 2)))))
(let ((?x9991 (concat (bvadd ?x9981 (concat (_ bv0 31) ?x10005)) (_ bv0 1))))
(let ((?x9880 (bvadd ?x9791 (_ bv2 64))))
(let (($x10004 (or (not (= ((_ extract 29 3) ((_ zero_extend 16) (bvudiv ?x9831 (_ bv7680 16)))) (_ bv0 27))) (bvule (_ bv16 5) (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ?x9831 (_ bv7680 16)))) (_ bv3 2))))))
(let (($x9993 (or (not (= ((_ extract 31 10) ?x10005) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9862) (concat ((_ extract 7 0) ?x9832) (_ bv0 2)))))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x9889 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9994 (and $x9889 (bvult ((_ zero_extend 16) (bvudiv ?x9831 (_ bv7680 16))) (_ bv4 32)) (bvult ?x9832 (_ bv240 32)) $x9889 $x9889 (bvult ?x9862 (_ bv128 32)) (and $x231 (not $x9993) (= ((_ extract 4 0) ?x9862) (_ bv0 5)) (not $x10004)) (bvule ?x9991 ?x9791) (bvule ?x9880 (bvadd ?x9991 (_ bv2 64))))))
(not $x9994))))))))))))))))
(check-sat)
