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
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (let ((?x8385 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x8249 (bvand ?x8385 (_ bv31 32))))
(let ((?x310 (bvadd ((_ extract 12 5) tid.x@A) (concat ((_ extract 5 0) ctaid.x@A) (_ bv0 2)))))
(let (($x312 (bvule (_ bv256 9) (concat ?x310 (_ bv0 1)))))
(let ((?x291 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x301 (= ((_ extract 30 8) ?x291) (_ bv0 23))))
(let (($x313 (not $x301)))
(let (($x317 (not (or $x313 $x312))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x318 (and $x254 $x317)))
(let (($x8399 (and $x318 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x8249)))))))
(let (($x7817 (or $x8399)))
(or $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817 $x7817))))))))))))))
(check-sat)
