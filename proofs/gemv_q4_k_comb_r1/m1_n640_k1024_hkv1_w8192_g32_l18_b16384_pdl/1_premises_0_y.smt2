; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv640 64)))
(assert
 (let ((?x426 ((_ extract 4 0) tid.x@A)))
(let (($x8302 (= ?x426 (_ bv0 5))))
(let (($x394 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x373 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x378 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x379 (bvadd ?x378 ?x373)))
(let (($x395 (not (= ((_ extract 31 10) ?x379) (_ bv0 22)))))
(let (($x6876 (not (or $x395 $x394))))
(let (($x321 (= param!power (_ bv1 32))))
(and $x321 $x6876 $x8302)))))))))))
(check-sat)
