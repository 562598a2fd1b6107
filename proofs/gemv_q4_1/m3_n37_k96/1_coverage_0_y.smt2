; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549395 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv37 64)))
(assert
 (let ((?x3891 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3897 ((_ extract 15 0) (bvsub ?x3891 (_ bv0 64)))))
 (let ((?x3903 ((_ zero_extend 16) (bvudiv ?x3897 (_ bv8 16)))))
 (let ((?x3915 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3897 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x3973 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3915)) (concat ((_ extract 29 0) ?x3903) (_ bv0 2)))))
 (let ((?x3937 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x3973))))
 (let ((?x3950 (concat ?x3937 (_ bv0 1))))
 (let ((?x3910 (bvadd ?x3891 (_ bv2 64))))
 (let ((?x3949 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3971 (= ?x3949 (_ bv0 30))))
 (let (($x3968 (or (not (= ((_ extract 31 6) ?x3973) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3915) (concat ((_ extract 3 0) ?x3903) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3970 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x3956 (and $x3970 $x3970 (bvult ?x3903 (_ bv10 32)) $x3970 $x3970 (bvult ?x3915 (_ bv128 32)) (and $x208 (not $x3968) (= ((_ extract 4 0) ?x3915) (_ bv0 5)) $x3971) (bvule ?x3950 ?x3891) (bvule ?x3910 (bvadd ?x3950 (_ bv2 64))))))
 (not $x3956))))))))))))))))
(assert
 (let ((?x3891 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3908 ((_ extract 15 0) (bvsub ?x3891 (_ bv74 64)))))
 (let ((?x3898 ((_ zero_extend 16) (bvudiv ?x3908 (_ bv8 16)))))
 (let ((?x3912 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3908 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x4004 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3912)) (concat ((_ extract 29 0) ?x3898) (_ bv0 2)))))
 (let ((?x4011 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4004))))
 (let ((?x4019 (concat ?x4011 (_ bv0 1))))
 (let ((?x3910 (bvadd ?x3891 (_ bv2 64))))
 (let ((?x3949 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3971 (= ?x3949 (_ bv0 30))))
 (let (($x3996 (or (not (= ((_ extract 31 6) ?x4004) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3912) (concat ((_ extract 3 0) ?x3898) (_ bv0 2)))))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3970 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4014 (and $x3970 $x3970 (bvult ?x3898 (_ bv10 32)) $x3970 $x3970 (bvult ?x3912 (_ bv128 32)) (and $x208 (not $x3996) (= ((_ extract 4 0) ?x3912) (_ bv0 5)) $x3971) (bvule ?x4019 ?x3891) (bvule ?x3910 (bvadd ?x4019 (_ bv2 64))))))
 (not $x4014))))))))))))))))
(assert
 (let ((?x3891 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3901 ((_ extract 15 0) (bvsub ?x3891 (_ bv148 64)))))
(let ((?x3913 ((_ zero_extend 16) (bvudiv ?x3901 (_ bv8 16)))))
(let ((?x3916 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3901 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x4034 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3916)) (concat ((_ extract 29 0) ?x3913) (_ bv0 2)))))
(let ((?x4041 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4034))))
(let ((?x4049 (concat ?x4041 (_ bv0 1))))
(let ((?x3910 (bvadd ?x3891 (_ bv2 64))))
(let ((?x3949 ((_ extract 29 0) (_ bv0 32))))
(let (($x3971 (= ?x3949 (_ bv0 30))))
(let (($x4015 (or (not (= ((_ extract 31 6) ?x4034) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3916) (concat ((_ extract 3 0) ?x3913) (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x3970 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x3940 (and $x3970 $x3970 (bvult ?x3913 (_ bv10 32)) $x3970 $x3970 (bvult ?x3916 (_ bv128 32)) (and $x208 (not $x4015) (= ((_ extract 4 0) ?x3916) (_ bv0 5)) $x3971) (bvule ?x4049 ?x3891) (bvule ?x3910 (bvadd ?x4049 (_ bv2 64))))))
(not $x3940))))))))))))))))
(check-sat)
