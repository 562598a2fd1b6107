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
 (let ((?x1311 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1444 (bvand ?x1311 (_ bv31 32))))
(let (($x217 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x220 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x217))))
(let (($x202 (= param!power (_ bv1 32))))
(let (($x221 (and $x202 $x220)))
(let (($x1347 (and $x221 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1444)))))))
(let (($x1333 (or $x1347)))
(or $x1333 $x1333 $x1333 $x1333 $x1333))))))))))
(check-sat)
