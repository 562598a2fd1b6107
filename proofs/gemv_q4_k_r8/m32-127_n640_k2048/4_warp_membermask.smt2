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
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (let ((?x7827 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x8300 (bvand ?x7827 (_ bv31 32))))
(let ((?x312 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x314 (bvule (_ bv640 10) (concat ?x312 (_ bv0 1)))))
(let ((?x293 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x303 (= ((_ extract 30 9) ?x293) (_ bv0 22))))
(let (($x315 (not $x303)))
(let (($x319 (not (or $x315 $x314))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x320 (and $x255 $x319)))
(let (($x8287 (and $x320 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x8300)))))))
(let (($x8369 (or $x8287)))
(or $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369 $x8369))))))))))))))
(check-sat)
