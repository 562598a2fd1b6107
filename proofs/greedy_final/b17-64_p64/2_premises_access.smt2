; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (let (($x350 (= tid.x@A (_ bv0 32))))
(let (($x216 (= param!power (_ bv1 32))))
(and $x216 $x350))))
(check-sat)
