; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x2866 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x3372 (bvand ?x2866 (_ bv31 32))))
(let (($x286 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x265 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x270 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x271 (bvadd ?x270 ?x265)))
(let (($x291 (not (or (not (= ((_ extract 31 9) ?x271) (_ bv0 23))) $x286))))
(let (($x251 (= param!power (_ bv1 32))))
(let (($x292 (and $x251 $x291)))
(let (($x223 (and $x292 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3372)))))))
(let (($x143 (or $x223)))
(or $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143 $x143)))))))))))))
(check-sat)
