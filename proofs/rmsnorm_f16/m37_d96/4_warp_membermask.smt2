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
 (let ((?x900 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x877 (bvand ?x900 (_ bv31 32))))
(let (($x220 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x223 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x220))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x224 (and $x206 $x223)))
(let (($x690 (and $x224 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x877)))))))
(let (($x694 (or $x690)))
(or $x694 $x694 $x694 $x694 $x694))))))))))
(check-sat)
