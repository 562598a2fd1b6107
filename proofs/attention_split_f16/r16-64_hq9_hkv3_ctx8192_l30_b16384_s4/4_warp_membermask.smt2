; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x30904 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x32485 (bvand ?x30904 (_ bv31 32))))
(let (($x339 (= param!power (_ bv1 32))))
(let (($x34829 (and $x339 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x32485)))))))
(let (($x34826 (or $x34829)))
(or $x34826 $x34826 $x34826 $x34826 $x34826 $x34826 $x34826 $x34826 $x34826 $x34826)))))))
(check-sat)
