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
(declare-fun epoch!ww_global_y_A () (_ BitVec 32))
(declare-fun width!ww_global_y_A () (_ BitVec 64))
(declare-fun off!ww_global_y_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_y_A () (_ BitVec 32))
(declare-fun epoch!ww_global_y_B () (_ BitVec 32))
(declare-fun width!ww_global_y_B () (_ BitVec 64))
(declare-fun off!ww_global_y_B () (_ BitVec 64))
(declare-fun sel!ww_global_y_B () (_ BitVec 32))
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
 (let (($x91 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x130 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x1170 (bvadd (_ bv512 32) tid.x@A)))
 (let ((?x1184 (concat (_ bv0 31) ?x1170)))
 (let ((?x1294 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1377 (concat (bvadd ?x1294 ?x1184) (_ bv0 1))))
 (let (($x1162 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x1166 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1162))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1167 (and $x229 $x1166)))
 (let (($x587 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x1167 (= off!ww_global_y_A ?x1377) $x130 $x91))))
 (let ((?x1345 (concat (bvadd ?x1294 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x1123 (not $x68)))
 (let (($x1127 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1123 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x1128 (not $x1127)))
 (let (($x1129 (and $x229 $x1128)))
 (let (($x438 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1129 (= off!ww_global_y_A ?x1345) $x130 $x91))))
 (let ((?x1296 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x1294) (_ bv0 1))))
 (let (($x104 (= off!ww_global_y_A ?x1296)))
 (let (($x278 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x281 (not $x278)))
 (let (($x282 (and $x229 $x281)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x282 $x104 $x130 $x91)) $x438 $x587)))))))))))))))))))))))))
(assert
 (let (($x475 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x474 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1267 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x224 (concat (_ bv0 31) ?x1267)))
 (let ((?x1398 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1667 (concat (bvadd ?x1398 ?x224) (_ bv0 1))))
 (let (($x1259 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1346 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1259))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1361 (and $x229 $x1346)))
 (let (($x569 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1361 (= off!ww_global_y_B ?x1667) $x474 $x475))))
 (let ((?x1636 (concat (bvadd ?x1398 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x99 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x260 (not $x99)))
 (let (($x1146 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x260 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1179 (not $x1146)))
 (let (($x1168 (and $x229 $x1179)))
 (let (($x579 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1168 (= off!ww_global_y_B ?x1636) $x474 $x475))))
 (let ((?x1394 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1398) (_ bv0 1))))
 (let (($x472 (= off!ww_global_y_B ?x1394)))
 (let (($x371 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x374 (not $x371)))
 (let (($x375 (and $x229 $x374)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x375 $x472 $x474 $x475)) $x579 $x569)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x450 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let ((?x476 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x476) (bvult off!ww_global_y_B ?x450)))))
(check-sat)
