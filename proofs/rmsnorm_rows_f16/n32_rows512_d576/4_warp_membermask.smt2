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
 (let ((?x1690 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1683 (bvand ?x1690 (_ bv31 32))))
(let (($x255 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x258 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x255))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x259 (and $x229 $x258)))
(let (($x3172 (and $x259 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1683)))))))
(let (($x1420 (or $x3172)))
(or $x1420 $x1420 $x1420 $x1420 $x1420))))))))))
(check-sat)
