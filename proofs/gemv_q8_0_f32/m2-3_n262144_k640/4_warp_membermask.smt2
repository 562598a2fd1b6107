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
 (bvult ctaid.x@A (_ bv65536 32)))
(assert
 (let ((?x2494 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x195 (bvand ?x2494 (_ bv31 32))))
(let (($x284 (bvule (_ bv262144 19) (bvadd ((_ extract 23 5) tid.x@A) (concat ((_ extract 16 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x263 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x268 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x269 (bvadd ?x268 ?x263)))
(let (($x289 (not (or (not (= ((_ extract 31 19) ?x269) (_ bv0 13))) $x284))))
(let (($x249 (= param!power (_ bv1 32))))
(let (($x290 (and $x249 $x289)))
(let (($x1903 (and $x290 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x195)))))))
(let (($x1897 (or $x1903)))
(or $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897 $x1897)))))))))))))
(check-sat)
