; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun epoch!rw_global_y_epoch0_B () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun sel!rw_global_y_epoch0_B () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv144 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x87 (= (_ bv0 32) epoch!rw_global_y_epoch0_A)))
 (let (($x1333 (= (_ bv2 64) width!rw_global_y_epoch0_A)))
 (let ((?x219 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x224 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x225 (bvadd ?x224 ?x219)))
 (let ((?x2131 (concat (_ bv0 31) ?x225)))
 (let ((?x652 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv1 2)))))
 (let ((?x2178 (concat (bvadd ?x652 ?x2131) (_ bv0 1))))
 (let ((?x401 ((_ extract 29 0) ctaid.y@A)))
 (let (($x410 (= ?x401 (_ bv0 30))))
 (let (($x2116 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x240 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x245 (not (or (not (= ((_ extract 31 10) ?x225) (_ bv0 22))) $x240))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x2112 (and $x205 $x245 $x2116 $x410)))
 (let (($x1324 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_A) (and $x2112 (= off!rw_global_y_epoch0_A ?x2178) $x1333 $x87))))
 (let ((?x2133 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ?x401 (_ bv0 2))) ?x2131) (_ bv0 1))))
 (let (($x1332 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) (and $x2112 (= off!rw_global_y_epoch0_A ?x2133) $x1333 $x87))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv2 32)) $x1332 $x1324))))))))))))))))))))
(assert
 (let (($x155 (= (_ bv0 32) epoch!rw_global_y_epoch0_B)))
 (let (($x63 (= (_ bv2 64) width!rw_global_y_epoch0_B)))
 (let ((?x733 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x737 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x738 (bvadd ?x737 ?x733)))
 (let ((?x2559 (concat (_ bv0 31) ?x738)))
 (let ((?x1152 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv1 2)))))
 (let ((?x2468 (concat (bvadd ?x1152 ?x2559) (_ bv0 1))))
 (let ((?x906 ((_ extract 29 0) ctaid.y@B)))
 (let (($x914 (= ?x906 (_ bv0 30))))
 (let (($x2592 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x751 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x756 (not (or (not (= ((_ extract 31 10) ?x738) (_ bv0 22))) $x751))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x2603 (and $x205 $x756 $x2592 $x914)))
 (let (($x1233 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_B) (and $x2603 (= off!rw_global_y_epoch0_B ?x2468) $x63 $x155))))
 (let ((?x2555 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ?x906 (_ bv0 2))) ?x2559) (_ bv0 1))))
 (let (($x127 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) (and $x2603 (= off!rw_global_y_epoch0_B ?x2555) $x63 $x155))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv2 32)) $x127 $x1233))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1238 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x1236 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x1236) (bvult off!rw_global_y_epoch0_B ?x1238)))))
(assert
 (let (($x1240 (= ctaid.z@A ctaid.z@B)))
 (let (($x1251 (= ctaid.y@A ctaid.y@B)))
 (let (($x1235 (= ctaid.x@A ctaid.x@B)))
 (and $x1235 $x1251 $x1240)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
