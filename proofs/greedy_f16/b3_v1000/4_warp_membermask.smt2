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
 (let ((?x1133 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv1024 32))) (bvmul tid.z@A (_ bv1024 32)))))
(let ((?x1106 (bvand ?x1133 (_ bv31 32))))
(let (($x185 (= param!power (_ bv1 32))))
(let (($x1002 (and $x185 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1106)))))))
(let (($x98 (or $x1002)))
(or $x98 $x98 $x98 $x98 $x98 $x98 $x98 $x98 $x98 $x98 $x98 $x98 $x98 $x98 $x98)))))))
(check-sat)
