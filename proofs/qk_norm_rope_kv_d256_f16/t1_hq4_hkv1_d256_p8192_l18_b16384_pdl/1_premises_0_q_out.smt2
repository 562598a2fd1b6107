; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (bvult tid.y@A (_ bv6 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv4 64)))
(assert
 (bvult pelem0_2 (_ bv256 64)))
(assert
 (let ((?x112 ((_ extract 2 0) tid.y@A)))
(let (($x351 (bvule (_ bv4 3) ?x112)))
(let (($x110 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x117 (not $x110)))
(let (($x352 (or $x117 $x351)))
(let (($x353 (not $x352)))
(let (($x364 (or $x353 (not (or $x117 (bvule (_ bv5 3) ?x112))))))
(let (($x340 (= param!power (_ bv1 32))))
(let (($x575 (and $x340 $x364 $x353)))
(or $x575 $x575 $x575 $x575 $x575 $x575 $x575 $x575)))))))))))
(check-sat)
