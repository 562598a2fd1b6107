; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1357 ((_ extract 16 0) (bvsub ?x383 (_ bv0 64)))))
 (let ((?x1629 ((_ zero_extend 15) (bvudiv ?x1357 (_ bv1152 17)))))
 (let ((?x1639 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1629)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1639) (bvule ?x1639 (_ bv511 32))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x364 ((_ extract 16 0) (bvsub ?x383 (_ bv512 64)))))
 (let ((?x1609 ((_ zero_extend 15) (bvudiv ?x364 (_ bv1152 17)))))
 (let ((?x1216 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1609)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1216) (bvule ?x1216 (_ bv511 32))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1442 ((_ extract 16 0) (bvsub ?x383 (_ bv1024 64)))))
 (let ((?x345 ((_ zero_extend 15) (bvudiv ?x1442 (_ bv1152 17)))))
 (let ((?x1518 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x345)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1518) (bvule ?x1518 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1357 ((_ extract 16 0) (bvsub ?x383 (_ bv0 64)))))
 (let ((?x1629 ((_ zero_extend 15) (bvudiv ?x1357 (_ bv1152 17)))))
 (let ((?x1603 (bvadd (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv (bvurem ?x1357 (_ bv1152 17)) (_ bv2 17)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1629)))))
 (let ((?x1610 (concat ?x1603 (_ bv0 1))))
 (let ((?x358 (bvadd ?x383 (_ bv2 64))))
 (let (($x1390 (not (= ((_ extract 31 10) ((_ zero_extend 15) (bvudiv (bvurem ?x1357 (_ bv1152 17)) (_ bv2 17)))) (_ bv0 22)))))
 (let (($x1591 (or $x1390 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 15) (bvudiv (bvurem ?x1357 (_ bv1152 17)) (_ bv2 17))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1658 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1428 (and $x1658 $x1658 (bvult ?x1629 (_ bv32 32)) $x1658 $x1658 (bvult ((_ zero_extend 15) (bvudiv (bvurem ?x1357 (_ bv1152 17)) (_ bv2 17))) (_ bv256 32)) (and $x229 (not $x1591)) (bvule ?x1610 ?x383) (bvule ?x358 (bvadd ?x1610 (_ bv2 64))))))
 (not $x1428)))))))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x364 ((_ extract 16 0) (bvsub ?x383 (_ bv512 64)))))
 (let ((?x344 ((_ zero_extend 15) (bvudiv (bvurem ?x364 (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x365 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x364 (_ bv1152 17))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x344)))))
 (let ((?x373 (concat ?x365 (_ bv0 1))))
 (let ((?x358 (bvadd ?x383 (_ bv2 64))))
 (let (($x1460 (and (bvule ?x344 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x344) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x344))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1658 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1644 (and $x1658 $x1658 (bvult ((_ zero_extend 15) (bvudiv ?x364 (_ bv1152 17))) (_ bv32 32)) $x1658 $x1658 (bvult ?x344 (_ bv256 32)) (and $x229 (not $x1460)) (bvule ?x373 ?x383) (bvule ?x358 (bvadd ?x373 (_ bv2 64))))))
 (not $x1644))))))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1442 ((_ extract 16 0) (bvsub ?x383 (_ bv1024 64)))))
(let ((?x368 ((_ zero_extend 15) (bvudiv (bvurem ?x1442 (_ bv1152 17)) (_ bv2 17)))))
(let ((?x409 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x1442 (_ bv1152 17))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x368)))))
(let ((?x1201 (concat ?x409 (_ bv0 1))))
(let ((?x358 (bvadd ?x383 (_ bv2 64))))
(let (($x1341 (and (bvule ?x368 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x368) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x368))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1658 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1552 (and $x1658 $x1658 (bvult ((_ zero_extend 15) (bvudiv ?x1442 (_ bv1152 17))) (_ bv32 32)) $x1658 $x1658 (bvult ?x368 (_ bv256 32)) (and $x229 (not $x1341)) (bvule ?x1201 ?x383) (bvule ?x358 (bvadd ?x1201 (_ bv2 64))))))
(not $x1552))))))))))))
(check-sat)
