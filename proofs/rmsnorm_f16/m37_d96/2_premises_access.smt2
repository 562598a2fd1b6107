; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x212 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) tid.x@A)))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x439 (and $x206 (not $x212))))
(let (($x222 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x223 (not $x222)))
(let (($x269 (and $x206 $x223 (= tid.x@A (_ bv0 32)))))
(or $x269 $x439))))))))
(check-sat)
