; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!top_ks () (_ BitVec 64))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!top_ks (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!top_ks (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!top_ks (_ bv0 64)) true))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x309 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x312 (bvmul (_ bv4 64) ?x309)))
(let ((?x310 (bvadd base!top_ks ?x312)))
(let (($x10216 (not (bvule ?x312 (_ bv8 64)))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x10398 (and $x291 (or $x10216 (and (distinct (bvand ?x310 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x10398))))))))
(check-sat)
