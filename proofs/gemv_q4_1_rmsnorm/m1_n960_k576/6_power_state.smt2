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
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x255 ((_ extract 29 0) ctaid.y@A)))
(let (($x272 (= ?x255 (_ bv0 30))))
(let (($x714 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x852 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x828 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
(let (($x837 (= ((_ extract 31 10) ?x828) (_ bv0 22))))
(let (($x857 (not (or (not $x837) $x852))))
(let (($x227 (= param!power (_ bv1 32))))
(let (($x2038 (and $x227 $x857 $x714 $x272)))
(or $x2038)))))))))))
(check-sat)
