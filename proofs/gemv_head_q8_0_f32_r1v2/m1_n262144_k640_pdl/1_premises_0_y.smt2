; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv262144 64)))
(assert
 (let (($x664 (= ((_ extract 3 0) tid.x@A) (_ bv0 4))))
(let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x126 (not $x120)))
(let ((?x121 ((_ extract 0 0) ctaid.y@A)))
(let (($x125 (= ?x121 (_ bv1 1))))
(let (($x212 (not (or $x125 $x126))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x741 (and $x206 $x212 $x664)))
(or $x741 $x741 $x741 $x741))))))))))
(check-sat)
