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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
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
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x335 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x335) (bvule ?x335 (_ bv511 32)))))
(assert
 (let (($x531 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x465 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x1158 (bvadd (_ bv512 32) tid.x@A)))
 (let ((?x1172 (concat (_ bv0 31) ?x1158)))
 (let ((?x1282 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1365 (concat (bvadd ?x1282 ?x1172) (_ bv0 1))))
 (let (($x1150 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x1154 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1150))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1155 (and $x229 $x1154)))
 (let (($x524 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x1155 (= off!ww_global_y_A ?x1365) $x465 $x531))))
 (let ((?x1333 (concat (bvadd ?x1282 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x1111 (not $x68)))
 (let (($x1115 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1111 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x1116 (not $x1115)))
 (let (($x1117 (and $x229 $x1116)))
 (let (($x457 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1117 (= off!ww_global_y_A ?x1333) $x465 $x531))))
 (let ((?x1284 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x1282) (_ bv0 1))))
 (let (($x530 (= off!ww_global_y_A ?x1284)))
 (let (($x278 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x281 (not $x278)))
 (let (($x282 (and $x229 $x281)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x282 $x530 $x465 $x531)) $x457 $x524)))))))))))))))))))))))))
(assert
 (let (($x184 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x191 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1255 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x224 (concat (_ bv0 31) ?x1255)))
 (let ((?x1386 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1655 (concat (bvadd ?x1386 ?x224) (_ bv0 1))))
 (let (($x1247 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1334 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1247))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1349 (and $x229 $x1334)))
 (let (($x571 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1349 (= off!ww_global_y_B ?x1655) $x191 $x184))))
 (let ((?x1624 (concat (bvadd ?x1386 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x99 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x260 (not $x99)))
 (let (($x1134 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x260 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x1167 (not $x1134)))
 (let (($x1156 (and $x229 $x1167)))
 (let (($x156 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1156 (= off!ww_global_y_B ?x1624) $x191 $x184))))
 (let ((?x1382 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1386) (_ bv0 1))))
 (let (($x102 (= off!ww_global_y_B ?x1382)))
 (let (($x371 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x374 (not $x371)))
 (let (($x375 (and $x229 $x374)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x375 $x102 $x191 $x184)) $x156 $x571)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x437 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let (($x435 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x435 (bvult off!ww_global_y_B ?x437)))))
(check-sat)
