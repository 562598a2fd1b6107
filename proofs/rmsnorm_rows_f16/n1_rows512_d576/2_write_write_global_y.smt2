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
 (bvule base!idx (_ bv18446744073709551611 64)))
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
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x236 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x236) (bvule ?x236 (_ bv511 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x333 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x333) (bvule ?x333 (_ bv511 32)))))
(assert
 (let (($x166 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x521 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x1178 (bvadd (_ bv512 32) tid.x@A)))
 (let ((?x1192 (concat (_ bv0 31) ?x1178)))
 (let ((?x1302 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1385 (concat (bvadd ?x1302 ?x1192) (_ bv0 1))))
 (let (($x1170 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x1174 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1170))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x1175 (and $x226 $x1174)))
 (let (($x551 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x1175 (= off!ww_global_y_A ?x1385) $x521 $x166))))
 (let ((?x1353 (concat (bvadd ?x1302 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x67 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x1131 (not $x67)))
 (let (($x1135 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1131 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x1136 (not $x1135)))
 (let (($x1137 (and $x226 $x1136)))
 (let (($x83 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1137 (= off!ww_global_y_A ?x1353) $x521 $x166))))
 (let ((?x1304 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x1302) (_ bv0 1))))
 (let (($x519 (= off!ww_global_y_A ?x1304)))
 (let (($x276 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x279 (not $x276)))
 (let (($x280 (and $x226 $x279)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x280 $x519 $x521 $x166)) $x83 $x551)))))))))))))))))))))))))
(assert
 (let (($x455 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x162 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1354 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x1181 (concat (_ bv0 31) ?x1354)))
 (let ((?x1414 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1671 (concat (bvadd ?x1414 ?x1181) (_ bv0 1))))
 (let (($x251 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1267 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x251))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x1292 (and $x226 $x1267)))
 (let (($x409 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1292 (= off!ww_global_y_B ?x1671) $x162 $x455))))
 (let ((?x1640 (concat (bvadd ?x1414 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x102 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x229 (not $x102)))
 (let (($x258 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x229 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x256 (not $x258)))
 (let (($x252 (and $x226 $x256)))
 (let (($x51 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x252 (= off!ww_global_y_B ?x1640) $x162 $x455))))
 (let ((?x1410 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1414) (_ bv0 1))))
 (let (($x458 (= off!ww_global_y_B ?x1410)))
 (let (($x370 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x373 (not $x370)))
 (let (($x374 (and $x226 $x373)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x374 $x458 $x162 $x455)) $x51 $x409)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x472 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x466 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x466) $x472))))
(check-sat)
