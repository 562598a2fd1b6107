; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv240 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x581 ((_ extract 29 0) ctaid.y@A)))
(let (($x590 (= ?x581 (_ bv0 30))))
(let (($x1053 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x242 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x227 (bvadd ?x226 ?x221)))
(let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1067 (and $x207 $x247 $x1053 $x590)))
(or $x1067 $x1067))))))))))))
(check-sat)
