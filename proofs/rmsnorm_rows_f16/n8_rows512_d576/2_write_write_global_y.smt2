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
 (bvule base!idx (_ bv18446744073709551583 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x335 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x335) (bvule ?x335 (_ bv511 32)))))
(assert
 (let (($x214 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x200 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x1166 (bvadd (_ bv512 32) tid.x@A)))
 (let ((?x1180 (concat (_ bv0 31) ?x1166)))
 (let ((?x1290 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1373 (concat (bvadd ?x1290 ?x1180) (_ bv0 1))))
 (let (($x1158 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x1162 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1158))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1163 (and $x229 $x1162)))
 (let (($x204 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x1163 (= off!ww_global_y_A ?x1373) $x200 $x214))))
 (let ((?x1341 (concat (bvadd ?x1290 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x1119 (not $x68)))
 (let (($x1123 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1119 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x1124 (not $x1123)))
 (let (($x1125 (and $x229 $x1124)))
 (let (($x218 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1125 (= off!ww_global_y_A ?x1341) $x200 $x214))))
 (let ((?x1292 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x1290) (_ bv0 1))))
 (let (($x146 (= off!ww_global_y_A ?x1292)))
 (let (($x278 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x281 (not $x278)))
 (let (($x282 (and $x229 $x281)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x282 $x146 $x200 $x214)) $x218 $x204)))))))))))))))))))))))))
(assert
 (let (($x156 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x118 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1359 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x1184 (concat (_ bv0 31) ?x1359)))
 (let ((?x1396 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1662 (concat (bvadd ?x1396 ?x1184) (_ bv0 1))))
 (let (($x1277 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1313 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1277))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1342 (and $x229 $x1313)))
 (let (($x453 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1342 (= off!ww_global_y_B ?x1662) $x118 $x156))))
 (let ((?x1631 (concat (bvadd ?x1396 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x99 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x252 (not $x99)))
 (let (($x297 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x252 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1142 (not $x297)))
 (let (($x1175 (and $x229 $x1142)))
 (let (($x592 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1175 (= off!ww_global_y_B ?x1631) $x118 $x156))))
 (let ((?x1392 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1396) (_ bv0 1))))
 (let (($x93 (= off!ww_global_y_B ?x1392)))
 (let (($x371 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x374 (not $x371)))
 (let (($x375 (and $x229 $x374)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x375 $x93 $x118 $x156)) $x592 $x453)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x59 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x437 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x437 $x59))))
(check-sat)
