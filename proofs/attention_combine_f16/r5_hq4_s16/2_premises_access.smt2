; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x207 (= param!power (_ bv1 32))))
(let (($x1021 (and $x207 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x939 (and $x207 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x226 (or (not (= ((_ extract 31 5) tid.x@A) (_ bv0 27))) (bvule (_ bv16 5) ((_ extract 4 0) tid.x@A)))))
(let (($x229 (not $x226)))
(let (($x230 (and $x207 $x229)))
(or $x939 $x230 $x939 $x207 $x1021))))))))
(check-sat)
