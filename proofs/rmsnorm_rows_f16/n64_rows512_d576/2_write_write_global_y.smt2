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
 (bvule base!idx (_ bv18446744073709551359 64)))
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
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x239 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x239) (bvule ?x239 (_ bv511 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x335 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x335) (bvule ?x335 (_ bv511 32)))))
(assert
 (let (($x544 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x530 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x1152 (bvadd (_ bv512 32) tid.x@A)))
 (let ((?x1166 (concat (_ bv0 31) ?x1152)))
 (let ((?x1276 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1359 (concat (bvadd ?x1276 ?x1166) (_ bv0 1))))
 (let (($x1144 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x1148 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1144))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1149 (and $x229 $x1148)))
 (let (($x581 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x1149 (= off!ww_global_y_A ?x1359) $x530 $x544))))
 (let ((?x1327 (concat (bvadd ?x1276 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x1107 (not $x68)))
 (let (($x1111 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1107 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x1112 (not $x1111)))
 (let (($x1113 (and $x229 $x1112)))
 (let (($x91 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1113 (= off!ww_global_y_A ?x1327) $x530 $x544))))
 (let ((?x1278 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x1276) (_ bv0 1))))
 (let (($x518 (= off!ww_global_y_A ?x1278)))
 (let (($x279 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x282 (not $x279)))
 (let (($x283 (and $x229 $x282)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x283 $x518 $x530 $x544)) $x91 $x581)))))))))))))))))))))))))
(assert
 (let (($x447 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x462 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1343 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x307 (concat (_ bv0 31) ?x1343)))
 (let ((?x1386 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1646 (concat (bvadd ?x1386 ?x307) (_ bv0 1))))
 (let (($x1182 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1266 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1182))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1296 (and $x229 $x1266)))
 (let (($x440 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1296 (= off!ww_global_y_B ?x1646) $x462 $x447))))
 (let ((?x1615 (concat (bvadd ?x1386 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x103 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x247 (not $x103)))
 (let (($x259 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x247 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x255 (not $x259)))
 (let (($x297 (and $x229 $x255)))
 (let (($x436 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x297 (= off!ww_global_y_B ?x1615) $x462 $x447))))
 (let ((?x1382 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1386) (_ bv0 1))))
 (let (($x458 (= off!ww_global_y_B ?x1382)))
 (let (($x372 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x375 (not $x372)))
 (let (($x376 (and $x229 $x375)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x376 $x458 $x462 $x447)) $x436 $x440)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x174 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let (($x155 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x155 (bvult off!ww_global_y_B ?x174)))))
(check-sat)
