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
(declare-fun epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv16 64))))
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
 (let ((?x603 ((_ extract 31 5) tid.x@A)))
 (let ((?x560 (concat (_ bv0 34) ?x603 (_ bv0 3))))
 (let (($x197 (= off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A ?x560)))
 (let (($x613 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x219 (= param!power (_ bv1 32))))
 (let (($x609 (and $x219 $x613)))
 (let (($x141 (and $x609 $x197 (= (_ bv8 64) width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A) $x141))))))))))
(assert
 (let ((?x1364 ((_ extract 31 5) tid.x@B)))
 (let ((?x1369 (concat (_ bv0 34) ?x1364 (_ bv0 3))))
 (let (($x54 (= off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B ?x1369)))
 (let (($x1362 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x219 (= param!power (_ bv1 32))))
 (let (($x1363 (and $x219 $x1362)))
 (let (($x1465 (and $x1363 $x54 (= (_ bv8 64) width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B) $x1465))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1464 (bvadd off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A)))
 (let ((?x63 (bvadd off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B)))
 (and (bvult off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A ?x63) (bvult off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B ?x1464)))))
(assert
 (let (($x152 (= ctaid.z@A ctaid.z@B)))
 (let (($x154 (= ctaid.y@A ctaid.y@B)))
 (let (($x157 (= ctaid.x@A ctaid.x@B)))
 (and $x157 $x154 $x152)))))
(assert
 (= epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
