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
 (bvule base!idx (_ bv18446744073709551607 64)))
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
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x335 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x335) (bvule ?x335 (_ bv511 32)))))
(assert
 (let (($x180 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x54 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x1174 (bvadd (_ bv512 32) tid.x@A)))
 (let ((?x1188 (concat (_ bv0 31) ?x1174)))
 (let ((?x1297 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1380 (concat (bvadd ?x1297 ?x1188) (_ bv0 1))))
 (let (($x1166 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x1170 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1166))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x1171 (and $x228 $x1170)))
 (let (($x436 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x1171 (= off!ww_global_y_A ?x1380) $x54 $x180))))
 (let ((?x1348 (concat (bvadd ?x1297 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x67 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x1127 (not $x67)))
 (let (($x1131 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1127 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x1132 (not $x1131)))
 (let (($x1133 (and $x228 $x1132)))
 (let (($x60 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1133 (= off!ww_global_y_A ?x1348) $x54 $x180))))
 (let ((?x1299 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x1297) (_ bv0 1))))
 (let (($x83 (= off!ww_global_y_A ?x1299)))
 (let (($x278 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x281 (not $x278)))
 (let (($x282 (and $x228 $x281)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x282 $x83 $x54 $x180)) $x60 $x436)))))))))))))))))))))))))
(assert
 (let (($x430 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x433 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1286 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x1597 (concat (_ bv0 31) ?x1286)))
 (let ((?x1397 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1672 (concat (bvadd ?x1397 ?x1597) (_ bv0 1))))
 (let (($x49 (= off!ww_global_y_B ?x1672)))
 (let (($x1320 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1366 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1320))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x1270 (and $x228 $x1366)))
 (let ((?x1641 (concat (bvadd ?x1397 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x98 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x254 (not $x98)))
 (let (($x1172 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x254 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x259 (not $x1172)))
 (let (($x1229 (and $x228 $x259)))
 (let (($x584 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1229 (= off!ww_global_y_B ?x1641) $x433 $x430))))
 (let ((?x1393 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1397) (_ bv0 1))))
 (let (($x161 (= off!ww_global_y_B ?x1393)))
 (let (($x372 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x375 (not $x372)))
 (let (($x376 (and $x228 $x375)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x376 $x161 $x433 $x430)) $x584 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1270 $x49 $x433 $x430)))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x456 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let ((?x454 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x454) (bvult off!ww_global_y_B ?x456)))))
(check-sat)
