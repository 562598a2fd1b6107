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
 (let ((?x1111 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv1024 32))) (bvmul tid.z@A (_ bv1024 32)))))
(let ((?x138 (bvand ?x1111 (_ bv31 32))))
(let (($x185 (= param!power (_ bv1 32))))
(let (($x1093 (and $x185 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x138)))))))
(let (($x801 (or $x1093)))
(or $x801 $x801 $x801 $x801 $x801 $x801 $x801 $x801 $x801 $x801 $x801 $x801 $x801 $x801 $x801)))))))
(check-sat)
