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
 (bvult ctaid.x@A (_ bv320 32)))
(assert
 (let ((?x2929 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x2547 (bvand ?x2929 (_ bv31 32))))
(let (($x293 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x272 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x277 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x278 (bvadd ?x277 ?x272)))
(let (($x298 (not (or (not (= ((_ extract 31 11) ?x278) (_ bv0 21))) $x293))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x299 (and $x258 $x298)))
(let (($x2647 (and $x299 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2547)))))))
(let (($x2864 (or $x2647)))
(or $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864 $x2864)))))))))))))
(check-sat)
