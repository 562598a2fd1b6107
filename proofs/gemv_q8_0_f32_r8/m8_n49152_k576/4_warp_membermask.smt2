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
 (bvult ctaid.x@A (_ bv3072 32)))
(assert
 (let ((?x10380 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x9179 (bvand ?x10380 (_ bv31 32))))
(let ((?x261 (bvadd ((_ extract 18 5) tid.x@A) (concat ((_ extract 11 0) ctaid.x@A) (_ bv0 2)))))
(let (($x263 (bvule (_ bv49152 16) (concat ?x261 (_ bv0 2)))))
(let ((?x242 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x252 (= ((_ extract 29 14) ?x242) (_ bv0 16))))
(let (($x264 (not $x252)))
(let (($x268 (not (or $x264 $x263))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x269 (and $x208 $x268)))
(let (($x8693 (and $x269 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x9179)))))))
(let (($x9661 (or $x8693)))
(or $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661 $x9661))))))))))))))
(check-sat)
