; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x261 (bvadd ((_ extract 8 5) tid.x@A) (concat ((_ extract 1 0) ctaid.x@A) (_ bv0 2)))))
(let (($x453 (bvule (_ bv36 6) (concat ?x261 (_ bv3 2)))))
(let ((?x242 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x264 (not (= ((_ extract 29 4) ?x242) (_ bv0 26)))))
(let ((?x122 ((_ extract 0 0) ctaid.y@A)))
(let (($x126 (= ?x122 (_ bv1 1))))
(let (($x128 (or (not (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))) $x126)))
(let (($x129 (not $x128)))
(let ((?x382 ((_ extract 4 0) tid.x@A)))
(let (($x1891 (= ?x382 (_ bv0 5))))
(let (($x268 (not (or $x264 (bvule (_ bv36 6) (concat ?x261 (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1871 (and $x208 $x268 $x1891 $x129 (not (or $x264 $x453)))))
(let (($x1936 (and $x208 $x268 $x1891 $x129 (not (or $x264 (bvule (_ bv36 6) (concat ?x261 (_ bv2 2))))))))
(let (($x1932 (and $x208 $x268 $x1891 $x129 (not (or $x264 (bvule (_ bv36 6) (concat ?x261 (_ bv1 2))))))))
(let (($x1877 (and $x208 $x268 $x1891 $x129)))
(or $x1877 $x1932 $x1936 $x1871))))))))))))))))))
(check-sat)
