; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x237 (= param!power (_ bv1 32))))
(let (($x3671 (and $x237 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x3375 (and $x237 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x256 (or (not (= ((_ extract 31 5) tid.x@A) (_ bv0 27))) (bvule (_ bv16 5) ((_ extract 4 0) tid.x@A)))))
(let (($x259 (not $x256)))
(let (($x260 (and $x237 $x259)))
(or $x3375 $x260 $x3375 $x237 $x3671))))))))
(check-sat)
