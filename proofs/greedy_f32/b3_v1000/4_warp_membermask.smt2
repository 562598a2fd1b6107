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
 (let ((?x1244 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv1024 32))) (bvmul tid.z@A (_ bv1024 32)))))
(let ((?x1240 (bvand ?x1244 (_ bv31 32))))
(let (($x185 (= param!power (_ bv1 32))))
(let (($x845 (and $x185 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1240)))))))
(let (($x709 (or $x845)))
(or $x709 $x709 $x709 $x709 $x709 $x709 $x709 $x709 $x709 $x709 $x709 $x709 $x709 $x709 $x709)))))))
(check-sat)
