; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv192 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv192 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x238 (= ctaid.z@A ctaid.z@B)))
 (let (($x4232 (= ctaid.y@A ctaid.y@B)))
 (let (($x74 (= ctaid.x@A ctaid.x@B)))
 (and $x74 $x4232 $x238)))))
(assert
 (let (($x373 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x352 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x356 ((_ extract 31 5) tid.x@A)))
(let ((?x357 (concat (_ bv0 5) ?x356)))
(let ((?x358 (bvadd ?x357 ?x352)))
(let (($x374 (not (= ((_ extract 31 11) ?x358) (_ bv0 21)))))
(let (($x1785 (not (or $x374 $x373))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x1786 (and $x313 $x1785)))
(let (($x631 (= ?x356 (_ bv0 27))))
(let (($x636 (and $x313 $x631)))
(or $x313 $x313 $x313 $x313 $x313 $x636 $x636 $x636 $x636 $x636 $x636 $x636 $x636 $x636 $x636 $x1786 $x1786 $x1786 $x1786 $x1786)))))))))))))
(check-sat)
