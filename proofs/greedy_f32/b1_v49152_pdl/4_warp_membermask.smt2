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
 (let ((?x1517 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv1024 32))) (bvmul tid.z@A (_ bv1024 32)))))
(let ((?x1945 (bvand ?x1517 (_ bv31 32))))
(let (($x181 (= param!power (_ bv1 32))))
(let (($x1753 (and $x181 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1945)))))))
(let (($x1936 (or $x1753)))
(or $x1936 $x1936 $x1936 $x1936 $x1936 $x1936 $x1936 $x1936 $x1936 $x1936 $x1936 $x1936 $x1936 $x1936 $x1936)))))))
(check-sat)
