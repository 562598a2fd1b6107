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
 (bvult ctaid.x@A (_ bv16384 32)))
(assert
 (let ((?x11867 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x11670 (bvand ?x11867 (_ bv31 32))))
(let ((?x310 (bvadd ((_ extract 21 5) tid.x@A) (concat ((_ extract 14 0) ctaid.x@A) (_ bv0 2)))))
(let (($x312 (bvule (_ bv262144 19) (concat ?x310 (_ bv0 2)))))
(let ((?x291 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x301 (= ((_ extract 29 17) ?x291) (_ bv0 13))))
(let (($x313 (not $x301)))
(let (($x317 (not (or $x313 $x312))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x318 (and $x258 $x317)))
(let (($x10434 (and $x318 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x11670)))))))
(let (($x12051 (or $x10434)))
(or $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051 $x12051))))))))))))))
(check-sat)
