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
 (bvule base!w (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709158399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv64 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9804 ((_ extract 19 0) (bvsub ?x9791 (_ bv0 64)))))
 (let ((?x9798 (bvurem ?x9804 (_ bv24576 20))))
 (let ((?x9797 ((_ zero_extend 12) (bvudiv ?x9798 (_ bv8 20)))))
 (let ((?x9810 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x9798 (_ bv8 20)) (_ bv2 20))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9847 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9810)) (concat ((_ extract 29 0) ?x9797) (_ bv0 2)))))
 (let ((?x9844 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ?x9804 (_ bv24576 20)))) (_ bv0 2)))))
 (let ((?x9852 (concat (bvadd ?x9844 (concat (_ bv0 31) ?x9847)) (_ bv0 1))))
 (let ((?x9880 (bvadd ?x9791 (_ bv2 64))))
 (let (($x9859 (or (not (= ((_ extract 29 5) ((_ zero_extend 12) (bvudiv ?x9804 (_ bv24576 20)))) (_ bv0 25))) (bvule (_ bv64 7) (concat ((_ extract 4 0) ((_ zero_extend 12) (bvudiv ?x9804 (_ bv24576 20)))) (_ bv0 2))))))
 (let (($x9885 (or (not (= ((_ extract 31 12) ?x9847) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9810) (concat ((_ extract 9 0) ?x9797) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9889 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9892 (and $x9889 (bvult ((_ zero_extend 12) (bvudiv ?x9804 (_ bv24576 20))) (_ bv16 32)) (bvult ?x9797 (_ bv768 32)) $x9889 $x9889 (bvult ?x9810 (_ bv128 32)) (and $x232 (not $x9885) (= ((_ extract 4 0) ?x9810) (_ bv0 5)) (not $x9859)) (bvule ?x9852 ?x9791) (bvule ?x9880 (bvadd ?x9852 (_ bv2 64))))))
 (not $x9892))))))))))))))))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9799 ((_ extract 19 0) (bvsub ?x9791 (_ bv6144 64)))))
 (let ((?x9822 (bvurem ?x9799 (_ bv24576 20))))
 (let ((?x9800 ((_ zero_extend 12) (bvudiv ?x9822 (_ bv8 20)))))
 (let ((?x9836 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x9822 (_ bv8 20)) (_ bv2 20))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9907 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9836)) (concat ((_ extract 29 0) ?x9800) (_ bv0 2)))))
 (let ((?x9925 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ?x9799 (_ bv24576 20)))) (_ bv1 2)))))
 (let ((?x9903 (concat (bvadd ?x9925 (concat (_ bv0 31) ?x9907)) (_ bv0 1))))
 (let ((?x9880 (bvadd ?x9791 (_ bv2 64))))
 (let (($x9919 (or (not (= ((_ extract 29 5) ((_ zero_extend 12) (bvudiv ?x9799 (_ bv24576 20)))) (_ bv0 25))) (bvule (_ bv64 7) (concat ((_ extract 4 0) ((_ zero_extend 12) (bvudiv ?x9799 (_ bv24576 20)))) (_ bv1 2))))))
 (let (($x9916 (or (not (= ((_ extract 31 12) ?x9907) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9836) (concat ((_ extract 9 0) ?x9800) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9889 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9921 (and $x9889 (bvult ((_ zero_extend 12) (bvudiv ?x9799 (_ bv24576 20))) (_ bv16 32)) (bvult ?x9800 (_ bv768 32)) $x9889 $x9889 (bvult ?x9836 (_ bv128 32)) (and $x232 (not $x9916) (= ((_ extract 4 0) ?x9836) (_ bv0 5)) (not $x9919)) (bvule ?x9903 ?x9791) (bvule ?x9880 (bvadd ?x9903 (_ bv2 64))))))
 (not $x9921))))))))))))))))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9828 ((_ extract 19 0) (bvsub ?x9791 (_ bv12288 64)))))
 (let ((?x9834 (bvurem ?x9828 (_ bv24576 20))))
 (let ((?x9838 ((_ zero_extend 12) (bvudiv ?x9834 (_ bv8 20)))))
 (let ((?x9848 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x9834 (_ bv8 20)) (_ bv2 20))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9947 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9848)) (concat ((_ extract 29 0) ?x9838) (_ bv0 2)))))
 (let ((?x9966 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ?x9828 (_ bv24576 20)))) (_ bv2 2)))))
 (let ((?x9942 (concat (bvadd ?x9966 (concat (_ bv0 31) ?x9947)) (_ bv0 1))))
 (let ((?x9880 (bvadd ?x9791 (_ bv2 64))))
 (let (($x9959 (or (not (= ((_ extract 29 5) ((_ zero_extend 12) (bvudiv ?x9828 (_ bv24576 20)))) (_ bv0 25))) (bvule (_ bv64 7) (concat ((_ extract 4 0) ((_ zero_extend 12) (bvudiv ?x9828 (_ bv24576 20)))) (_ bv2 2))))))
 (let (($x9961 (or (not (= ((_ extract 31 12) ?x9947) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9848) (concat ((_ extract 9 0) ?x9838) (_ bv0 2)))))))
 (let (($x232 (= param!power (_ bv1 32))))
 (let (($x9889 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9954 (and $x9889 (bvult ((_ zero_extend 12) (bvudiv ?x9828 (_ bv24576 20))) (_ bv16 32)) (bvult ?x9838 (_ bv768 32)) $x9889 $x9889 (bvult ?x9848 (_ bv128 32)) (and $x232 (not $x9961) (= ((_ extract 4 0) ?x9848) (_ bv0 5)) (not $x9959)) (bvule ?x9942 ?x9791) (bvule ?x9880 (bvadd ?x9942 (_ bv2 64))))))
 (not $x9954))))))))))))))))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9841 ((_ extract 19 0) (bvsub ?x9791 (_ bv18432 64)))))
(let ((?x9846 (bvurem ?x9841 (_ bv24576 20))))
(let ((?x9851 ((_ zero_extend 12) (bvudiv ?x9846 (_ bv8 20)))))
(let ((?x9861 (bvadd (bvmul ((_ zero_extend 12) (bvudiv (bvurem ?x9846 (_ bv8 20)) (_ bv2 20))) (_ bv32 32)) (_ bv0 32))))
(let ((?x9978 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9861)) (concat ((_ extract 29 0) ?x9851) (_ bv0 2)))))
(let ((?x9945 (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ((_ zero_extend 12) (bvudiv ?x9841 (_ bv24576 20)))) (_ bv3 2)))))
(let ((?x10001 (concat (bvadd ?x9945 (concat (_ bv0 31) ?x9978)) (_ bv0 1))))
(let ((?x9880 (bvadd ?x9791 (_ bv2 64))))
(let (($x9988 (or (not (= ((_ extract 29 5) ((_ zero_extend 12) (bvudiv ?x9841 (_ bv24576 20)))) (_ bv0 25))) (bvule (_ bv64 7) (concat ((_ extract 4 0) ((_ zero_extend 12) (bvudiv ?x9841 (_ bv24576 20)))) (_ bv3 2))))))
(let (($x9985 (or (not (= ((_ extract 31 12) ?x9978) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9861) (concat ((_ extract 9 0) ?x9851) (_ bv0 2)))))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x9889 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9989 (and $x9889 (bvult ((_ zero_extend 12) (bvudiv ?x9841 (_ bv24576 20))) (_ bv16 32)) (bvult ?x9851 (_ bv768 32)) $x9889 $x9889 (bvult ?x9861 (_ bv128 32)) (and $x232 (not $x9985) (= ((_ extract 4 0) ?x9861) (_ bv0 5)) (not $x9988)) (bvule ?x10001 ?x9791) (bvule ?x9880 (bvadd ?x10001 (_ bv2 64))))))
(not $x9989))))))))))))))))
(check-sat)
