; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x128 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
(let (($x136 (not $x128)))
(let ((?x130 ((_ extract 1 0) ctaid.y@A)))
(let (($x135 (= ?x130 (_ bv3 2))))
(let (($x681 (not (or $x135 $x136 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
(let (($x274 (bvule (_ bv19 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x250 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x255 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x256 (bvadd ?x255 ?x250)))
(let (($x279 (not (or (not (= ((_ extract 31 5) ?x256) (_ bv0 27))) $x274))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x682 (and $x233 $x279 $x681)))
(or $x682))))))))))))))
(check-sat)
