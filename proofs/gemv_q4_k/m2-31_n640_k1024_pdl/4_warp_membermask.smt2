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
 (bvult ctaid.x@A (_ bv160 32)))
(assert
 (let ((?x2597 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x3433 (bvand ?x2597 (_ bv31 32))))
(let (($x288 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x267 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x272 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x273 (bvadd ?x272 ?x267)))
(let (($x293 (not (or (not (= ((_ extract 31 10) ?x273) (_ bv0 22))) $x288))))
(let (($x253 (= param!power (_ bv1 32))))
(let (($x294 (and $x253 $x293)))
(let (($x2977 (and $x294 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3433)))))))
(let (($x2978 (or $x2977)))
(or $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978 $x2978)))))))))))))
(check-sat)
