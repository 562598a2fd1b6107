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
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv80 32)))
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
 (bvult ctaid.x@B (_ bv80 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x866 (= ctaid.z@A ctaid.z@B)))
 (let (($x865 (= ctaid.y@A ctaid.y@B)))
 (let (($x864 (= ctaid.x@A ctaid.x@B)))
 (and $x864 $x865 $x866)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x13232 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x16059 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x16059 (_ bv5 32)) (bvlshr ?x13232 (_ bv5 32))))))
(assert
 (let (($x10293 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 6 0) ctaid.x@B) (_ bv0 3))))))
(let ((?x11019 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3)))))
(let (($x10724 (not (= ((_ extract 31 10) ?x11019) (_ bv0 22)))))
(let (($x11156 (not (or $x10724 $x10293))))
(let (($x321 (= param!power (_ bv1 32))))
(let (($x10412 (and $x321 $x11156)))
(let ((?x13232 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x14304 (bvand ?x13232 (_ bv31 32))))
(let (($x394 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x373 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x378 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x379 (bvadd ?x378 ?x373)))
(let (($x395 (not (= ((_ extract 31 10) ?x379) (_ bv0 22)))))
(let (($x6876 (not (or $x395 $x394))))
(let (($x8473 (and $x321 $x6876)))
(let (($x12736 (and $x8473 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x14304))) (not $x10412))))
(let (($x17962 (or $x12736)))
(or $x17962 $x17962 $x17962 $x17962 $x17962)))))))))))))))))))
(check-sat)
