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
 (let ((?x1693 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1686 (bvand ?x1693 (_ bv31 32))))
(let (($x258 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x261 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x258))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x262 (and $x229 $x261)))
(let (($x3163 (and $x262 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1686)))))))
(let (($x1423 (or $x3163)))
(or $x1423 $x1423 $x1423 $x1423 $x1423))))))))))
(check-sat)
