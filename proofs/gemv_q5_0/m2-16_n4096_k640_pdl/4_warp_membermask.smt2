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
 (bvult ctaid.x@A (_ bv1024 32)))
(assert
 (let ((?x191 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x199 (bvand ?x191 (_ bv31 32))))
(let (($x293 (bvule (_ bv4096 13) (bvadd ((_ extract 17 5) tid.x@A) (concat ((_ extract 10 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x272 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x277 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x278 (bvadd ?x277 ?x272)))
(let (($x298 (not (or (not (= ((_ extract 31 13) ?x278) (_ bv0 19))) $x293))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x299 (and $x258 $x298)))
(let (($x2388 (and $x299 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x199)))))))
(let (($x2702 (or $x2388)))
(or $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702 $x2702)))))))))))))
(check-sat)
