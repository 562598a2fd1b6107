; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x208 (= param!power (_ bv1 32))))
(let (($x1182 (and $x208 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x944 (and $x208 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x223 (or (not (= ((_ extract 31 3) tid.x@A) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) tid.x@A)))))
(let (($x226 (not $x223)))
(let (($x227 (and $x208 $x226)))
(or $x944 $x227 $x944 $x208 $x1182))))))))
(check-sat)
