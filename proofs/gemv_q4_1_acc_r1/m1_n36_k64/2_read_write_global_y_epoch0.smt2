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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x408 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x273 (bvmul (_ bv36 63) ?x408)))
 (let ((?x362 (concat (bvadd ?x273 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x126 (not $x120)))
 (let ((?x121 ((_ extract 0 0) ctaid.y@A)))
 (let (($x125 (= ?x121 (_ bv1 1))))
 (let (($x424 (not (or $x125 $x126 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x345 (and $x207 $x248 $x424)))
 (let (($x176 (and $x345 (= off!rw_global_y_epoch0_A ?x362) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x176)))))))))))))))))))
(assert
 (let ((?x445 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x446 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x478 (bvadd ?x446 ?x445)))
 (let ((?x493 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x494 (bvmul (_ bv36 63) ?x493)))
 (let ((?x496 (concat (bvadd ?x494 (concat (_ bv0 31) ?x478)) (_ bv0 1))))
 (let (($x479 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x480 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x465 (not $x480)))
 (let ((?x470 ((_ extract 0 0) ctaid.y@B)))
 (let (($x471 (= ?x470 (_ bv1 1))))
 (let (($x443 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x469 (not (or (not (= ((_ extract 31 6) ?x478) (_ bv0 26))) $x443))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x491 (and $x207 $x469 (not (or $x471 $x465 $x479)))))
 (let (($x601 (and $x491 (= off!rw_global_y_epoch0_B ?x496) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x601)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x612 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let (($x641 (bvult off!rw_global_y_epoch0_A (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B))))
 (and $x641 (bvult off!rw_global_y_epoch0_B ?x612)))))
(assert
 (let (($x56 (= ctaid.z@A ctaid.z@B)))
 (let (($x194 (= ctaid.y@A ctaid.y@B)))
 (let (($x67 (= ctaid.x@A ctaid.x@B)))
 (and $x67 $x194 $x56)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
