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
 (bvule base!x (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708998655 64)))
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
 (let (($x105 (= (_ bv0 32) epoch!rw_global_y_epoch0_A)))
 (let (($x1334 (= (_ bv2 64) width!rw_global_y_epoch0_A)))
 (let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x227 (bvadd ?x226 ?x221)))
 (let ((?x2874 (concat (_ bv0 31) ?x227)))
 (let ((?x403 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x653 (concat (_ bv0 31) ?x403 (_ bv1 2))))
 (let ((?x2920 (bvmul (_ bv576 63) ?x653)))
 (let ((?x2923 (concat (bvadd ?x2920 ?x2874) (_ bv0 1))))
 (let (($x412 (= ?x403 (_ bv0 30))))
 (let (($x2855 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x242 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2846 (and $x207 $x247 $x2855 $x412)))
 (let (($x1325 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_A) (and $x2846 (= off!rw_global_y_epoch0_A ?x2923) $x1334 $x105))))
 (let ((?x2876 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ?x403 (_ bv0 2))) ?x2874) (_ bv0 1))))
 (let (($x1333 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) (and $x2846 (= off!rw_global_y_epoch0_A ?x2876) $x1334 $x105))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv2 32)) $x1333 $x1325)))))))))))))))))))))
(assert
 (let (($x188 (= (_ bv0 32) epoch!rw_global_y_epoch0_B)))
 (let (($x60 (= (_ bv2 64) width!rw_global_y_epoch0_B)))
 (let ((?x735 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x739 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x740 (bvadd ?x739 ?x735)))
 (let ((?x4501 (concat (_ bv0 31) ?x740)))
 (let ((?x908 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x1153 (concat (_ bv0 31) ?x908 (_ bv1 2))))
 (let ((?x4547 (bvmul (_ bv576 63) ?x1153)))
 (let ((?x4550 (concat (bvadd ?x4547 ?x4501) (_ bv0 1))))
 (let (($x916 (= ?x908 (_ bv0 30))))
 (let (($x4483 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x753 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x758 (not (or (not (= ((_ extract 31 10) ?x740) (_ bv0 22))) $x753))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x4477 (and $x207 $x758 $x4483 $x916)))
 (let (($x1234 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_B) (and $x4477 (= off!rw_global_y_epoch0_B ?x4550) $x60 $x188))))
 (let ((?x4503 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ?x908 (_ bv0 2))) ?x4501) (_ bv0 1))))
 (let (($x156 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) (and $x4477 (= off!rw_global_y_epoch0_B ?x4503) $x60 $x188))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv2 32)) $x156 $x1234)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1239 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x1237 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x1237) (bvult off!rw_global_y_epoch0_B ?x1239)))))
(assert
 (let (($x1241 (= ctaid.z@A ctaid.z@B)))
 (let (($x1252 (= ctaid.y@A ctaid.y@B)))
 (let (($x1236 (= ctaid.x@A ctaid.x@B)))
 (and $x1236 $x1252 $x1241)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
