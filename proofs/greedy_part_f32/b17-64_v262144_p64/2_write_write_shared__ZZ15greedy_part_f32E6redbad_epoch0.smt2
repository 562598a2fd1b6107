; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
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
(declare-fun epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!B) (bvule size!B (_ bv64 64))))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1048576 64) size!B))))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!B))))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!B)))
 (bvult ctaid.y@A ?x44)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!B)))
 (bvult ctaid.y@B ?x44)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x554 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x581 (bvadd (_ bv18446744073709551552 64) ?x554)))
 (let (($x1428 (= off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A ?x581)))
 (let (($x604 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x218 (= param!power (_ bv1 32))))
 (let (($x587 (and $x218 $x604)))
 (let (($x191 (and $x587 $x1428 (= (_ bv4 64) width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A) $x191))))))))))
(assert
 (let ((?x1366 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x1367 (bvadd (_ bv18446744073709551552 64) ?x1366)))
 (let (($x1683 (= off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B ?x1367)))
 (let (($x1361 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x218 (= param!power (_ bv1 32))))
 (let (($x1362 (and $x218 $x1361)))
 (let (($x1537 (and $x1362 $x1683 (= (_ bv4 64) width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B) $x1537))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1679 (bvadd off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A)))
 (let ((?x1677 (bvadd off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B)))
 (and (bvult off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A ?x1677) (bvult off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B ?x1679)))))
(assert
 (let (($x1427 (= ctaid.z@A ctaid.z@B)))
 (let (($x63 (= ctaid.y@A ctaid.y@B)))
 (let (($x58 (= ctaid.x@A ctaid.x@B)))
 (and $x58 $x63 $x1427)))))
(assert
 (= epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
