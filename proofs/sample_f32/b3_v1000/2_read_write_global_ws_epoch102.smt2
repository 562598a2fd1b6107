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
(declare-fun epoch!rw_global_ws_epoch102_A () (_ BitVec 32))
(declare-fun width!rw_global_ws_epoch102_A () (_ BitVec 64))
(declare-fun off!rw_global_ws_epoch102_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_ws_epoch102_A () (_ BitVec 32))
(declare-fun epoch!rw_global_ws_epoch102_B () (_ BitVec 32))
(declare-fun width!rw_global_ws_epoch102_B () (_ BitVec 64))
(declare-fun off!rw_global_ws_epoch102_B () (_ BitVec 64))
(declare-fun sel!rw_global_ws_epoch102_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv1024 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x442 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@A)) (_ bv0 1))))
 (let ((?x393 (concat (_ bv0 30) tid.x@A)))
 (let ((?x15917 (concat (bvadd (_ bv1000 62) ?x393 ?x442) (_ bv0 2))))
 (let (($x3323 (= off!rw_global_ws_epoch102_A ?x15917)))
 (let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
 (let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x498 (and $x313 $x366)))
 (let (($x20119 (and $x498 $x3323 (= (_ bv4 64) width!rw_global_ws_epoch102_A) (= (_ bv102 32) epoch!rw_global_ws_epoch102_A))))
 (and (bvult sel!rw_global_ws_epoch102_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_ws_epoch102_A) $x20119))))))))))))
(assert
 (let ((?x56066 (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ctaid.x@B)) (_ bv0 1))))
 (let ((?x58102 (concat (_ bv0 30) tid.x@B)))
 (let ((?x58107 (concat (bvadd ?x58102 ?x56066) (_ bv0 2))))
 (let (($x56053 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@B))))
 (let (($x58100 (not (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) $x56053))))
 (let (($x313 (= param!power (_ bv1 32))))
 (let (($x58101 (and $x313 $x58100)))
 (let (($x10634 (and $x58101 (= off!rw_global_ws_epoch102_B ?x58107) (= (_ bv4 64) width!rw_global_ws_epoch102_B) (= (_ bv102 32) epoch!rw_global_ws_epoch102_B))))
 (and (bvult sel!rw_global_ws_epoch102_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_ws_epoch102_B) $x10634)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x20989 (bvult off!rw_global_ws_epoch102_B (bvadd off!rw_global_ws_epoch102_A width!rw_global_ws_epoch102_A))))
 (let (($x21569 (bvult off!rw_global_ws_epoch102_A (bvadd off!rw_global_ws_epoch102_B width!rw_global_ws_epoch102_B))))
 (and $x21569 $x20989))))
(assert
 (let (($x641 (= ctaid.z@A ctaid.z@B)))
 (let (($x4955 (= ctaid.y@A ctaid.y@B)))
 (let (($x4954 (= ctaid.x@A ctaid.x@B)))
 (and $x4954 $x4955 $x641)))))
(assert
 (= epoch!rw_global_ws_epoch102_A epoch!rw_global_ws_epoch102_B))
(check-sat)
