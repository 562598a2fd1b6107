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
 (let ((?x2987 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x3003 (bvand ?x2987 (_ bv31 32))))
(let (($x293 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x272 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x277 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x278 (bvadd ?x277 ?x272)))
(let (($x298 (not (or (not (= ((_ extract 31 9) ?x278) (_ bv0 23))) $x293))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x299 (and $x258 $x298)))
(let (($x2771 (and $x299 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3003)))))))
(let (($x216 (or $x2771)))
(or $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216 $x216)))))))))))))
(check-sat)
