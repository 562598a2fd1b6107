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
 (bvule base!idx (_ bv18446744073709551551 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv16 32)))
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
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x336 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x336) (bvule ?x336 (_ bv511 32)))))
(assert
 (let (($x84 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x108 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x1163 (bvadd (_ bv512 32) tid.x@A)))
 (let ((?x1177 (concat (_ bv0 31) ?x1163)))
 (let ((?x1286 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1369 (concat (bvadd ?x1286 ?x1177) (_ bv0 1))))
 (let (($x1155 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x1159 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1155))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1160 (and $x229 $x1159)))
 (let (($x466 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x1160 (= off!ww_global_y_A ?x1369) $x108 $x84))))
 (let ((?x1337 (concat (bvadd ?x1286 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x1116 (not $x68)))
 (let (($x1120 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1116 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x1121 (not $x1120)))
 (let (($x1122 (and $x229 $x1121)))
 (let (($x455 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1122 (= off!ww_global_y_A ?x1337) $x108 $x84))))
 (let ((?x1288 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x1286) (_ bv0 1))))
 (let (($x89 (= off!ww_global_y_A ?x1288)))
 (let (($x279 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x282 (not $x279)))
 (let (($x283 (and $x229 $x282)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x283 $x89 $x108 $x84)) $x455 $x466)))))))))))))))))))))))))
(assert
 (let (($x457 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x456 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1275 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x1586 (concat (_ bv0 31) ?x1275)))
 (let ((?x1386 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1661 (concat (bvadd ?x1386 ?x1586) (_ bv0 1))))
 (let (($x452 (= off!ww_global_y_B ?x1661)))
 (let (($x1309 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1355 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1309))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1259 (and $x229 $x1355)))
 (let ((?x1630 (concat (bvadd ?x1386 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x99 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x255 (not $x99)))
 (let (($x1161 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x255 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x260 (not $x1161)))
 (let (($x1217 (and $x229 $x260)))
 (let (($x478 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1217 (= off!ww_global_y_B ?x1630) $x456 $x457))))
 (let ((?x1382 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1386) (_ bv0 1))))
 (let (($x451 (= off!ww_global_y_B ?x1382)))
 (let (($x373 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x376 (not $x373)))
 (let (($x377 (and $x229 $x376)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x377 $x451 $x456 $x457)) $x478 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1259 $x452 $x456 $x457)))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1399 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let (($x182 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x182 (bvult off!ww_global_y_B ?x1399)))))
(check-sat)
