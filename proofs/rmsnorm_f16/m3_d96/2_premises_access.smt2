; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x357 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) tid.x@A)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x430 (and $x207 (not $x357))))
(let (($x224 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x225 (not $x224)))
(let (($x227 (and $x207 $x225 (= tid.x@A (_ bv0 32)))))
(or $x227 $x430))))))))
(check-sat)
