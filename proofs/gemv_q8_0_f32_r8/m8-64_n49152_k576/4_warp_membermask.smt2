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
 (let ((?x7924 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x232 (bvand ?x7924 (_ bv31 32))))
(let ((?x310 (bvadd ((_ extract 18 5) tid.x@A) (concat ((_ extract 11 0) ctaid.x@A) (_ bv0 2)))))
(let (($x312 (bvule (_ bv49152 16) (concat ?x310 (_ bv0 2)))))
(let ((?x291 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x301 (= ((_ extract 29 14) ?x291) (_ bv0 16))))
(let (($x313 (not $x301)))
(let (($x317 (not (or $x313 $x312))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x318 (and $x258 $x317)))
(let (($x9058 (and $x318 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x232)))))))
(let (($x9207 (or $x9058)))
(or $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207 $x9207))))))))))))))
(check-sat)
