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
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv80 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x304 (= ctaid.z@A ctaid.z@B)))
 (let (($x307 (= ctaid.y@A ctaid.y@B)))
 (let (($x262 (= ctaid.x@A ctaid.x@B)))
 (and $x262 $x307 $x304)))))
(assert
 (let (($x394 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x373 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x378 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x379 (bvadd ?x378 ?x373)))
(let (($x395 (not (= ((_ extract 31 10) ?x379) (_ bv0 22)))))
(let (($x3985 (not (or $x395 $x394))))
(let (($x321 (= param!power (_ bv1 32))))
(let (($x3608 (and $x321 $x3985)))
(or $x321 $x3608 $x3608 $x3608 $x3608 $x3608))))))))))
(check-sat)
