; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551599 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x238 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x238) (bvule ?x238 (_ bv511 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x334 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x334) (bvule ?x334 (_ bv511 32)))))
(assert
 (let ((?x1247 (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2))))
 (let (($x65 (= off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A ?x1247)))
 (let (($x1225 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1229 (and $x229 $x1225)))
 (let (($x133 (and $x1229 $x65 (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A) $x133)))))))))
(assert
 (let ((?x1480 (concat (_ bv0 35) ((_ extract 31 5) tid.x@B) (_ bv0 2))))
 (let (($x184 (= off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B ?x1480)))
 (let (($x1520 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1512 (and $x229 $x1520)))
 (let (($x161 (and $x1512 $x184 (= (_ bv4 64) width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B) $x161)))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x526 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A)))
 (let ((?x519 (bvadd off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B width!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B)))
 (and (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A ?x519) (bvult off!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B ?x526)))))
(assert
 (let (($x538 (= ctaid.z@A ctaid.z@B)))
 (let (($x496 (= ctaid.y@A ctaid.y@B)))
 (let (($x495 (= ctaid.x@A ctaid.x@B)))
 (and $x495 $x496 $x538)))))
(assert
 (= epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_A epoch!ww_shared__ZZ16rmsnorm_rows_f16E7partial_epoch0_B))
(check-sat)
