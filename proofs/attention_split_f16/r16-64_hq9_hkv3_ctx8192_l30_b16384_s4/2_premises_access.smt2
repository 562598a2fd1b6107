; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (let (($x339 (= param!power (_ bv1 32))))
(let (($x25069 (and $x339 (= tid.x@A (_ bv0 32)))))
(let (($x2887 (and $x339 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x25097 (= ((_ extract 31 7) tid.x@A) (_ bv0 25))))
(let (($x25334 (and $x339 $x25097)))
(let (($x25212 (and $x339 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(or $x25212 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x25212 $x25334 $x2887 $x25069 $x25069))))))))
(check-sat)
