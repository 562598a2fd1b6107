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
 (let ((?x7216 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x7207 (bvand ?x7216 (_ bv31 32))))
(let ((?x315 (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2)))))
(let (($x317 (bvule (_ bv1280 11) (concat ?x315 (_ bv0 1)))))
(let ((?x296 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x306 (= ((_ extract 30 10) ?x296) (_ bv0 21))))
(let (($x318 (not $x306)))
(let (($x322 (not (or $x318 $x317))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x323 (and $x258 $x322)))
(let (($x94 (and $x323 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x7207)))))))
(let (($x7042 (or $x94)))
(or $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042 $x7042))))))))))))))
(check-sat)
