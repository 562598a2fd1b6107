; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x339 (= param!power (_ bv1 32))))
(let (($x25069 (and $x339 (= tid.x@A (_ bv0 32)))))
(let (($x2887 (and $x339 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(or $x2887 $x25069 $x25069)))))
(check-sat)
