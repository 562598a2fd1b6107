; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x461 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv32 32))) (bvmul tid.z@A (_ bv32 32)))))
(let ((?x509 (bvand ?x461 (_ bv31 32))))
(let (($x216 (= param!power (_ bv1 32))))
(let (($x491 (and $x216 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x509)))))))
(let (($x138 (or $x491)))
(or $x138 $x138 $x138 $x138 $x138 $x138 $x138 $x138 $x138 $x138)))))))
(check-sat)
