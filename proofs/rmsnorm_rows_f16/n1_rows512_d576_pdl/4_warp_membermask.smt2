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
 (let ((?x1856 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1330 (bvand ?x1856 (_ bv31 32))))
(let (($x256 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x259 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x256))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x260 (and $x226 $x259)))
(let (($x3331 (and $x260 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1330)))))))
(let (($x1244 (or $x3331)))
(or $x1244 $x1244 $x1244 $x1244 $x1244))))))))))
(check-sat)
