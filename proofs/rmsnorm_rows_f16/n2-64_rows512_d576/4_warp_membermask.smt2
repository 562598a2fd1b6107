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
 (let ((?x2247 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1477 (bvand ?x2247 (_ bv31 32))))
(let (($x290 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x293 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x290))))
(let (($x261 (= param!power (_ bv1 32))))
(let (($x294 (and $x261 $x293)))
(let (($x1889 (and $x294 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1477)))))))
(let (($x2049 (or $x1889)))
(or $x2049 $x2049 $x2049 $x2049 $x2049))))))))))
(check-sat)
