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
 (let ((?x122 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x2953 (bvand ?x122 (_ bv31 32))))
(let (($x285 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x264 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x269 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x270 (bvadd ?x269 ?x264)))
(let (($x290 (not (or (not (= ((_ extract 31 10) ?x270) (_ bv0 22))) $x285))))
(let (($x250 (= param!power (_ bv1 32))))
(let (($x291 (and $x250 $x290)))
(let (($x2957 (and $x291 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2953)))))))
(let (($x2732 (or $x2957)))
(or $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732 $x2732)))))))))))))
(check-sat)
