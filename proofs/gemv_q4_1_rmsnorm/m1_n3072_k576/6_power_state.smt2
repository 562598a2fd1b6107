; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv768 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x256 ((_ extract 29 0) ctaid.y@A)))
(let (($x273 (= ?x256 (_ bv0 30))))
(let (($x714 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x853 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x828 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
(let (($x825 (= ((_ extract 31 12) ?x828) (_ bv0 20))))
(let (($x858 (not (or (not $x825) $x853))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x2039 (and $x228 $x858 $x714 $x273)))
(or $x2039)))))))))))
(check-sat)
