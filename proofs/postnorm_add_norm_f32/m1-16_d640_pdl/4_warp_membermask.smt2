; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x1989 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x2219 (bvand ?x1989 (_ bv31 32))))
(let (($x2747 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2219))))))
(let (($x831 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x282 (= param!power (_ bv1 32))))
(let (($x1121 (and $x282 $x831)))
(let (($x2662 (and $x1121 $x2747)))
(let (($x2397 (or $x2662)))
(let (($x299 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x300 (not $x299)))
(let (($x301 (and $x282 $x300)))
(let (($x1558 (and $x301 $x2747)))
(let (($x2664 (or $x1558)))
(or $x2664 $x2664 $x2664 $x2664 $x2664 $x2397 $x2397 $x2397 $x2397 $x2397)))))))))))))))
(check-sat)
