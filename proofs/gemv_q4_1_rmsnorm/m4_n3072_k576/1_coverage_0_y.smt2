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
 (bvule base!x (_ bv18446744073709547007 64)))
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
 (bvule base!y (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv3072 64)))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9804 ((_ extract 15 0) (bvsub ?x9791 (_ bv0 64)))))
 (let ((?x9800 ((_ zero_extend 16) (bvudiv ?x9804 (_ bv8 16)))))
 (let ((?x9795 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9804 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9856 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9795)) (concat ((_ extract 29 0) ?x9800) (_ bv0 2)))))
 (let ((?x9859 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x9856))))
 (let ((?x9836 (concat ?x9859 (_ bv0 1))))
 (let ((?x9878 (bvadd ?x9791 (_ bv2 64))))
 (let (($x9823 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let (($x9847 (or (not (= ((_ extract 31 12) ?x9856) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9795) (concat ((_ extract 9 0) ?x9800) (_ bv0 2)))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x9862 (and $x229 (not $x9847) (= ((_ extract 4 0) ?x9795) (_ bv0 5)) (not (or $x9823 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv0 2))))))))
 (let (($x9864 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9839 (and $x9864 $x9864 (bvult ?x9800 (_ bv768 32)) $x9864 $x9864 (bvult ?x9795 (_ bv128 32)) $x9862 (bvule ?x9836 ?x9791) (bvule ?x9878 (bvadd ?x9836 (_ bv2 64))))))
 (not $x9839))))))))))))))))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9816 ((_ extract 15 0) (bvsub ?x9791 (_ bv6144 64)))))
 (let ((?x9810 ((_ zero_extend 16) (bvudiv ?x9816 (_ bv8 16)))))
 (let ((?x9806 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9816 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9914 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9806)) (concat ((_ extract 29 0) ?x9810) (_ bv0 2)))))
 (let ((?x9882 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x9914))))
 (let ((?x9899 (concat ?x9882 (_ bv0 1))))
 (let ((?x9878 (bvadd ?x9791 (_ bv2 64))))
 (let (($x9823 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let (($x9925 (or (not (= ((_ extract 31 12) ?x9914) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9806) (concat ((_ extract 9 0) ?x9810) (_ bv0 2)))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x9902 (and $x229 (not $x9925) (= ((_ extract 4 0) ?x9806) (_ bv0 5)) (not (or $x9823 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv1 2))))))))
 (let (($x9864 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9898 (and $x9864 $x9864 (bvult ?x9810 (_ bv768 32)) $x9864 $x9864 (bvult ?x9806 (_ bv128 32)) $x9902 (bvule ?x9899 ?x9791) (bvule ?x9878 (bvadd ?x9899 (_ bv2 64))))))
 (not $x9898))))))))))))))))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9819 ((_ extract 15 0) (bvsub ?x9791 (_ bv12288 64)))))
 (let ((?x9822 ((_ zero_extend 16) (bvudiv ?x9819 (_ bv8 16)))))
 (let ((?x9811 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9819 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9948 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9811)) (concat ((_ extract 29 0) ?x9822) (_ bv0 2)))))
 (let ((?x9952 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x9948))))
 (let ((?x9941 (concat ?x9952 (_ bv0 1))))
 (let ((?x9878 (bvadd ?x9791 (_ bv2 64))))
 (let (($x9823 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let (($x9905 (or (not (= ((_ extract 31 12) ?x9948) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9811) (concat ((_ extract 9 0) ?x9822) (_ bv0 2)))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x9960 (and $x229 (not $x9905) (= ((_ extract 4 0) ?x9811) (_ bv0 5)) (not (or $x9823 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv2 2))))))))
 (let (($x9864 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9959 (and $x9864 $x9864 (bvult ?x9822 (_ bv768 32)) $x9864 $x9864 (bvult ?x9811 (_ bv128 32)) $x9960 (bvule ?x9941 ?x9791) (bvule ?x9878 (bvadd ?x9941 (_ bv2 64))))))
 (not $x9959))))))))))))))))
(assert
 (let ((?x9791 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv6144 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9815 ((_ extract 15 0) (bvsub ?x9791 (_ bv18432 64)))))
(let ((?x9831 ((_ zero_extend 16) (bvudiv ?x9815 (_ bv8 16)))))
(let ((?x9824 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9815 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x9982 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9824)) (concat ((_ extract 29 0) ?x9831) (_ bv0 2)))))
(let ((?x9895 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv3 2))) (concat (_ bv0 31) ?x9982))))
(let ((?x9934 (concat ?x9895 (_ bv0 1))))
(let ((?x9878 (bvadd ?x9791 (_ bv2 64))))
(let (($x9823 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
(let (($x9997 (or (not (= ((_ extract 31 12) ?x9982) (_ bv0 20))) (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) ?x9824) (concat ((_ extract 9 0) ?x9831) (_ bv0 2)))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x9993 (and $x229 (not $x9997) (= ((_ extract 4 0) ?x9824) (_ bv0 5)) (not (or $x9823 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv3 2))))))))
(let (($x9864 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9970 (and $x9864 $x9864 (bvult ?x9831 (_ bv768 32)) $x9864 $x9864 (bvult ?x9824 (_ bv128 32)) $x9993 (bvule ?x9934 ?x9791) (bvule ?x9878 (bvadd ?x9934 (_ bv2 64))))))
(not $x9970))))))))))))))))
(check-sat)
