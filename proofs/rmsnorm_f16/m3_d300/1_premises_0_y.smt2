; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv3 64)))
(assert
 (bvult pelem0_1 (_ bv300 64)))
(assert
 (let (($x223 (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x1642 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x223 (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1644 (and $x207 (not $x1642))))
(let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x68 (not $x61)))
(let (($x655 (and $x207 (not (or $x68 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A)))))))
(or $x655 $x1644)))))))))
(check-sat)
