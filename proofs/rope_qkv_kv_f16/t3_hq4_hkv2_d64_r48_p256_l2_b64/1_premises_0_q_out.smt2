; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (bvult tid.y@A (_ bv8 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv3 64)))
(assert
 (bvult pelem0_1 (_ bv4 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let ((?x321 ((_ extract 2 0) tid.y@A)))
(let (($x375 (bvule (_ bv4 3) ?x321)))
(let (($x319 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x326 (not $x319)))
(let (($x376 (or $x326 $x375)))
(let (($x303 (= param!power (_ bv1 32))))
(and $x303 (not $x376)))))))))
(check-sat)
