; benchmark generated from python API
(set-info :status unknown)
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
 (let ((?x593 ((_ extract 31 5) tid.x@A)))
 (let ((?x524 (concat (_ bv0 34) ?x593 (_ bv0 3))))
 (let (($x1451 (= off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A ?x524)))
 (let (($x575 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x598 (and $x184 $x575)))
 (let (($x97 (and $x598 $x1451 (= (_ bv8 64) width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A) $x97))))))))))
(assert
 (let ((?x1330 ((_ extract 31 5) tid.x@B)))
 (let ((?x1335 (concat (_ bv0 34) ?x1330 (_ bv0 3))))
 (let (($x156 (= off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B ?x1335)))
 (let (($x1328 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1329 (and $x184 $x1328)))
 (let (($x55 (and $x1329 $x156 (= (_ bv8 64) width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B) $x55))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x45 (bvadd off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A)))
 (let ((?x46 (bvadd off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B width!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B)))
 (and (bvult off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A ?x46) (bvult off!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B ?x45)))))
(assert
 (let (($x40 (= ctaid.z@A ctaid.z@B)))
 (let (($x48 (= ctaid.y@A ctaid.y@B)))
 (let (($x47 (= ctaid.x@A ctaid.x@B)))
 (and $x47 $x48 $x40)))))
(assert
 (= epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_A epoch!ww_shared__ZZ15greedy_part_f32E3red_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
