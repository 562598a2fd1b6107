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
 (let ((?x8196 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x2226 (bvand ?x8196 (_ bv31 32))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x7362 (and $x255 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2226)))))))
(let (($x7614 (or $x7362)))
(or $x7614 $x7614 $x7614 $x7614 $x7614 $x7614 $x7614 $x7614 $x7614 $x7614)))))))
(check-sat)
