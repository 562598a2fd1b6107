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
 (let ((?x1579 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1308 (bvand ?x1579 (_ bv31 32))))
(let (($x221 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x224 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x221))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x225 (and $x206 $x224)))
(let (($x3027 (and $x225 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1308)))))))
(let (($x2714 (or $x3027)))
(or $x2714 $x2714 $x2714 $x2714 $x2714))))))))))
(check-sat)
