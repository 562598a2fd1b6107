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
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (let ((?x7434 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x8076 (bvand ?x7434 (_ bv31 32))))
(let ((?x266 (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2)))))
(let (($x268 (bvule (_ bv45 6) (concat ?x266 (_ bv0 1)))))
(let ((?x247 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x257 (= ((_ extract 30 5) ?x247) (_ bv0 26))))
(let (($x269 (not $x257)))
(let (($x273 (not (or $x269 $x268))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x274 (and $x210 $x273)))
(let (($x9100 (and $x274 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x8076)))))))
(let (($x9218 (or $x9100)))
(or $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218 $x9218))))))))))))))
(check-sat)
