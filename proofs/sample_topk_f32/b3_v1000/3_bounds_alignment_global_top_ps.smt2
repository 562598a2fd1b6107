; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!top_ps () (_ BitVec 64))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!top_ps (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!top_ps (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!top_ps (_ bv0 64)) true))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x309 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x312 (bvmul (_ bv4 64) ?x309)))
(let ((?x321 (bvadd base!top_ps ?x312)))
(let (($x10319 (not (bvule ?x312 (_ bv8 64)))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x9983 (and $x291 (or $x10319 (and (distinct (bvand ?x321 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x9983))))))))
(check-sat)
