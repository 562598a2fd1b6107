; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x309 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x312 (bvmul (_ bv4 64) ?x309)))
(let ((?x672 (bvadd base!tokens ?x312)))
(let (($x10319 (not (bvule ?x312 (_ bv8 64)))))
(let (($x2654 (= tid.x@A (_ bv0 32))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x2657 (and $x291 $x2654)))
(let (($x9813 (and $x2657 (or $x10319 (and (distinct (bvand ?x672 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x9813))))))))))
(check-sat)
