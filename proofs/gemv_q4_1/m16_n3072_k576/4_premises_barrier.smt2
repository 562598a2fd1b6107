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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv768 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv768 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x169 (= ctaid.z@A ctaid.z@B)))
 (let (($x82 (= ctaid.y@A ctaid.y@B)))
 (let (($x2773 (= ctaid.x@A ctaid.x@B)))
 (and $x2773 $x82 $x169)))))
(assert
 (let (($x247 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x226 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x231 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x232 (bvadd ?x231 ?x226)))
(let (($x252 (not (or (not (= ((_ extract 31 12) ?x232) (_ bv0 20))) $x247))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x253 (and $x211 $x252)))
(or $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253 $x253)))))))))
(check-sat)
