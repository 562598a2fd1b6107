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
 (let ((?x3937 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4003 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3957 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3937 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3961 (bvadd ?x3957 (_ bv0 32))))
 (let ((?x4004 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3961)) ?x4003)))
 (let ((?x3995 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x4004))))
 (let ((?x4018 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3983 (= ?x4018 (_ bv0 30))))
 (let ((?x4013 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x3964 (or (not (= ((_ extract 31 6) ?x4004) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3961) ?x4013)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3974 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4012 (and $x3974 $x3974 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x3974 $x3974 (bvult ?x3961 (_ bv128 32)) (and $x208 (not $x3964) (= ((_ extract 4 0) ?x3961) (_ bv0 5)) $x3983) (= (concat ?x3995 (_ bv0 1)) ?x3937))))
 (not $x4012)))))))))))))))
(assert
 (let ((?x3937 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3956 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x3971 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3937 (_ bv74 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x3958 (bvadd ?x3971 (_ bv0 32))))
 (let ((?x4045 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3958)) ?x3956)))
 (let ((?x4052 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x4045))))
 (let ((?x4018 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3983 (= ?x4018 (_ bv0 30))))
 (let ((?x4025 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv74 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x4011 (or (not (= ((_ extract 31 6) ?x4045) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3958) ?x4025)))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3974 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4021 (and $x3974 $x3974 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv74 64))) (_ bv8 16))) (_ bv10 32)) $x3974 $x3974 (bvult ?x3958 (_ bv128 32)) (and $x208 (not $x4011) (= ((_ extract 4 0) ?x3958) (_ bv0 5)) $x3983) (= (concat ?x4052 (_ bv0 1)) ?x3937))))
 (not $x4021)))))))))))))))
(assert
 (let ((?x3937 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv74 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3990 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x3981 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3937 (_ bv148 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x3962 (bvadd ?x3981 (_ bv0 32))))
(let ((?x4073 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3962)) ?x3990)))
(let ((?x4080 (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x4073))))
(let ((?x4018 ((_ extract 29 0) (_ bv0 32))))
(let (($x3983 (= ?x4018 (_ bv0 30))))
(let ((?x4039 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv148 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x4065 (or (not (= ((_ extract 31 6) ?x4073) (_ bv0 26))) (bvule (_ bv37 6) (bvadd ((_ extract 10 5) ?x3962) ?x4039)))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x3974 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4029 (and $x3974 $x3974 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3937 (_ bv148 64))) (_ bv8 16))) (_ bv10 32)) $x3974 $x3974 (bvult ?x3962 (_ bv128 32)) (and $x208 (not $x4065) (= ((_ extract 4 0) ?x3962) (_ bv0 5)) $x3983) (= (concat ?x4080 (_ bv0 1)) ?x3937))))
(not $x4029)))))))))))))))
(check-sat)
