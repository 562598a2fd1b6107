; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem1_0 () (_ BitVec 64))
(declare-fun pelem1_1 () (_ BitVec 64))
(declare-fun pelem1_2 () (_ BitVec 64))
(declare-fun pelem1_3 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem1_0 (_ bv1 64)))
(assert
 (bvult pelem1_1 (_ bv9 64)))
(assert
 (bvult pelem1_2 (_ bv8 64)))
(assert
 (bvult pelem1_3 (_ bv64 64)))
(assert
 (let (($x1785 (bvule ((_ extract 7 0) tid.x@A) (_ bv191 8))))
(let (($x1748 (= ((_ extract 31 8) tid.x@A) (_ bv0 24))))
(let (($x281 (= param!power (_ bv1 32))))
(and $x281 $x1748 $x1785)))))
(check-sat)
