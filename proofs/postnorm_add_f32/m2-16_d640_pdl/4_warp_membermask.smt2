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
 (let ((?x2261 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1545 (bvand ?x2261 (_ bv31 32))))
(let (($x254 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x257 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x254))))
(let (($x239 (= param!power (_ bv1 32))))
(let (($x258 (and $x239 $x257)))
(let (($x1844 (and $x258 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1545)))))))
(let (($x2312 (or $x1844)))
(or $x2312 $x2312 $x2312 $x2312 $x2312))))))))))
(check-sat)
