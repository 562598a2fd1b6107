; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x12359 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv1024 32))) (bvmul tid.z@A (_ bv1024 32)))))
(let ((?x12361 (bvand ?x12359 (_ bv31 32))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x12368 (and $x291 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x12361)))))))
(let (($x12704 (or $x12368)))
(or $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704 $x12704)))))))
(check-sat)
