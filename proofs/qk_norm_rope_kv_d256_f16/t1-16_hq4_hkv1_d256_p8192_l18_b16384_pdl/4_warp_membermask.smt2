; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv6 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x3755 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv32 32))) (bvmul tid.z@A (_ bv192 32)))))
(let ((?x3758 (bvand ?x3755 (_ bv31 32))))
(let (($x127 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x134 (not $x127)))
(let (($x405 (or $x134 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x406 (not $x405)))
(let (($x417 (or $x406 (not (or $x134 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x393 (= param!power (_ bv1 32))))
(let (($x421 (and $x393 $x417)))
(let (($x2529 (and $x421 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3758)))))))
(let (($x3438 (or $x2529)))
(or $x3438 $x3438 $x3438 $x3438 $x3438)))))))))))))
(check-sat)
