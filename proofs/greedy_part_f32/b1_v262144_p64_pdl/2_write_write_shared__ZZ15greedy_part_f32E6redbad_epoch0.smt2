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
 (let ((?x558 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x515 (bvadd (_ bv18446744073709551552 64) ?x558)))
 (let (($x162 (= off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A ?x515)))
 (let (($x575 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x598 (and $x184 $x575)))
 (let (($x136 (and $x598 $x162 (= (_ bv4 64) width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A) (= (_ bv0 32) epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A))))
 (and (bvult sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A) $x136))))))))))
(assert
 (let ((?x1333 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x1334 (bvadd (_ bv18446744073709551552 64) ?x1333)))
 (let (($x1539 (= off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B ?x1334)))
 (let (($x1328 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x184 (= param!power (_ bv1 32))))
 (let (($x1329 (and $x184 $x1328)))
 (let (($x1521 (and $x1329 $x1539 (= (_ bv4 64) width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B) (= (_ bv0 32) epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B))))
 (and (bvult sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B) $x1521))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1534 (bvadd off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A)))
 (let ((?x1616 (bvadd off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B width!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B)))
 (and (bvult off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A ?x1616) (bvult off!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B ?x1534)))))
(assert
 (let (($x40 (= ctaid.z@A ctaid.z@B)))
 (let (($x48 (= ctaid.y@A ctaid.y@B)))
 (let (($x47 (= ctaid.x@A ctaid.x@B)))
 (and $x47 $x48 $x40)))))
(assert
 (= epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_A epoch!ww_shared__ZZ15greedy_part_f32E6redbad_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
