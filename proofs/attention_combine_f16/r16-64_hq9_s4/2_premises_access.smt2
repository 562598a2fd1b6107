; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x249 (= param!power (_ bv1 32))))
(let (($x3701 (and $x249 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x3476 (and $x249 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x268 (or (not (= ((_ extract 31 3) tid.x@A) (_ bv0 29))) (bvule (_ bv4 3) ((_ extract 2 0) tid.x@A)))))
(let (($x271 (not $x268)))
(let (($x272 (and $x249 $x271)))
(or $x3476 $x272 $x3476 $x249 $x3701))))))))
(check-sat)
