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
 (let ((?x5298 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x4431 (bvand ?x5298 (_ bv31 32))))
(let (($x281 (= param!power (_ bv1 32))))
(let (($x5980 (and $x281 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x4431)))))))
(let (($x4788 (or $x5980)))
(or $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788 $x4788)))))))
(check-sat)
