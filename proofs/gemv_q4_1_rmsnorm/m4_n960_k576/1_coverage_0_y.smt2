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
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709543935 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x9790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9803 ((_ extract 15 0) (bvsub ?x9790 (_ bv0 64)))))
 (let ((?x9799 ((_ zero_extend 16) (bvudiv ?x9803 (_ bv8 16)))))
 (let ((?x9794 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9803 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9851 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9794)) (concat ((_ extract 29 0) ?x9799) (_ bv0 2)))))
 (let ((?x9858 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x9851))))
 (let ((?x9874 (concat ?x9858 (_ bv0 1))))
 (let ((?x9877 (bvadd ?x9790 (_ bv2 64))))
 (let (($x9865 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let (($x9843 (or (not (= ((_ extract 31 10) ?x9851) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9794) (concat ((_ extract 7 0) ?x9799) (_ bv0 2)))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x9849 (and $x228 (not $x9843) (= ((_ extract 4 0) ?x9794) (_ bv0 5)) (not (or $x9865 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv0 2))))))))
 (let (($x9842 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9845 (and $x9842 $x9842 (bvult ?x9799 (_ bv240 32)) $x9842 $x9842 (bvult ?x9794 (_ bv128 32)) $x9849 (bvule ?x9874 ?x9790) (bvule ?x9877 (bvadd ?x9874 (_ bv2 64))))))
 (not $x9845))))))))))))))))
(assert
 (let ((?x9790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9815 ((_ extract 15 0) (bvsub ?x9790 (_ bv1920 64)))))
 (let ((?x9809 ((_ zero_extend 16) (bvudiv ?x9815 (_ bv8 16)))))
 (let ((?x9805 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9815 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9913 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9805)) (concat ((_ extract 29 0) ?x9809) (_ bv0 2)))))
 (let ((?x9887 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x9913))))
 (let ((?x9892 (concat ?x9887 (_ bv0 1))))
 (let ((?x9877 (bvadd ?x9790 (_ bv2 64))))
 (let (($x9865 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let (($x9897 (or (not (= ((_ extract 31 10) ?x9913) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9805) (concat ((_ extract 7 0) ?x9809) (_ bv0 2)))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x9906 (and $x228 (not $x9897) (= ((_ extract 4 0) ?x9805) (_ bv0 5)) (not (or $x9865 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv1 2))))))))
 (let (($x9842 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9927 (and $x9842 $x9842 (bvult ?x9809 (_ bv240 32)) $x9842 $x9842 (bvult ?x9805 (_ bv128 32)) $x9906 (bvule ?x9892 ?x9790) (bvule ?x9877 (bvadd ?x9892 (_ bv2 64))))))
 (not $x9927))))))))))))))))
(assert
 (let ((?x9790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x9818 ((_ extract 15 0) (bvsub ?x9790 (_ bv3840 64)))))
 (let ((?x9821 ((_ zero_extend 16) (bvudiv ?x9818 (_ bv8 16)))))
 (let ((?x9810 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9818 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x9947 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9810)) (concat ((_ extract 29 0) ?x9821) (_ bv0 2)))))
 (let ((?x9937 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x9947))))
 (let ((?x9929 (concat ?x9937 (_ bv0 1))))
 (let ((?x9877 (bvadd ?x9790 (_ bv2 64))))
 (let (($x9865 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
 (let (($x9952 (or (not (= ((_ extract 31 10) ?x9947) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9810) (concat ((_ extract 7 0) ?x9821) (_ bv0 2)))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x9954 (and $x228 (not $x9952) (= ((_ extract 4 0) ?x9810) (_ bv0 5)) (not (or $x9865 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv2 2))))))))
 (let (($x9842 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x9918 (and $x9842 $x9842 (bvult ?x9821 (_ bv240 32)) $x9842 $x9842 (bvult ?x9810 (_ bv128 32)) $x9954 (bvule ?x9929 ?x9790) (bvule ?x9877 (bvadd ?x9929 (_ bv2 64))))))
 (not $x9918))))))))))))))))
(assert
 (let ((?x9790 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x9814 ((_ extract 15 0) (bvsub ?x9790 (_ bv5760 64)))))
(let ((?x9830 ((_ zero_extend 16) (bvudiv ?x9814 (_ bv8 16)))))
(let ((?x9823 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x9814 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x9981 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x9823)) (concat ((_ extract 29 0) ?x9830) (_ bv0 2)))))
(let ((?x9985 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv3 2))) (concat (_ bv0 31) ?x9981))))
(let ((?x9957 (concat ?x9985 (_ bv0 1))))
(let ((?x9877 (bvadd ?x9790 (_ bv2 64))))
(let (($x9865 (not (= ((_ extract 29 1) (_ bv0 32)) (_ bv0 29)))))
(let (($x9996 (or (not (= ((_ extract 31 10) ?x9981) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x9823) (concat ((_ extract 7 0) ?x9830) (_ bv0 2)))))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x9968 (and $x228 (not $x9996) (= ((_ extract 4 0) ?x9823) (_ bv0 5)) (not (or $x9865 (bvule (_ bv4 3) (concat ((_ extract 0 0) (_ bv0 32)) (_ bv3 2))))))))
(let (($x9842 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x9978 (and $x9842 $x9842 (bvult ?x9830 (_ bv240 32)) $x9842 $x9842 (bvult ?x9823 (_ bv128 32)) $x9968 (bvule ?x9957 ?x9790) (bvule ?x9877 (bvadd ?x9957 (_ bv2 64))))))
(not $x9978))))))))))))))))
(check-sat)
