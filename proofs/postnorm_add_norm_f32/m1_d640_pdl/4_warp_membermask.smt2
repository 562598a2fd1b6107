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
 (let ((?x4537 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x206 (bvand ?x4537 (_ bv31 32))))
(let (($x1863 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x206))))))
(let (($x1073 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x245 (= param!power (_ bv1 32))))
(let (($x1084 (and $x245 $x1073)))
(let (($x4163 (and $x1084 $x1863)))
(let (($x4186 (or $x4163)))
(let (($x262 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x263 (not $x262)))
(let (($x264 (and $x245 $x263)))
(let (($x4224 (and $x264 $x1863)))
(let (($x4255 (or $x4224)))
(or $x4255 $x4255 $x4255 $x4255 $x4255 $x4186 $x4186 $x4186 $x4186 $x4186)))))))))))))))
(check-sat)
