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
 (let ((?x8212 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x1250 (bvand ?x8212 (_ bv31 32))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x7378 (and $x255 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1250)))))))
(let (($x7630 (or $x7378)))
(or $x7630 $x7630 $x7630 $x7630 $x7630 $x7630 $x7630 $x7630 $x7630 $x7630)))))))
(check-sat)
