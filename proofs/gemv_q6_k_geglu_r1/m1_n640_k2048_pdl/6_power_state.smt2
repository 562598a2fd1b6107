; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv160 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x119 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x125 (not $x119)))
(let ((?x120 ((_ extract 0 0) ctaid.y@A)))
(let (($x124 (= ?x120 (_ bv1 1))))
(let (($x1832 (not (or $x124 $x125 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
(let (($x242 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x227 (bvadd ?x226 ?x221)))
(let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1787 (and $x206 $x247 $x1832)))
(or $x1787))))))))))))))
(check-sat)
