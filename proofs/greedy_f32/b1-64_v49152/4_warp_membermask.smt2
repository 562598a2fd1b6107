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
 (let ((?x2701 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv1024 32))) (bvmul tid.z@A (_ bv1024 32)))))
(let ((?x2033 (bvand ?x2701 (_ bv31 32))))
(let (($x216 (= param!power (_ bv1 32))))
(let (($x195 (and $x216 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2033)))))))
(let (($x132 (or $x195)))
(or $x132 $x132 $x132 $x132 $x132 $x132 $x132 $x132 $x132 $x132 $x132 $x132 $x132 $x132 $x132)))))))
(check-sat)
