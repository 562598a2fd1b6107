; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x6979 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x4056 (bvand ?x6979 (_ bv31 32))))
(let (($x327 (= param!power (_ bv1 32))))
(let (($x9335 (and $x327 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x4056)))))))
(let (($x7255 (or $x9335)))
(or $x7255 $x7255 $x7255 $x7255 $x7255 $x7255 $x7255 $x7255 $x7255 $x7255)))))))
(check-sat)
