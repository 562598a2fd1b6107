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
 (let ((?x327 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x330 (bvmul (_ bv4 64) ?x327)))
(let ((?x328 (bvadd base!top_ks ?x330)))
(let (($x41487 (not (bvule ?x330 (_ bv8 64)))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x5159 (and $x313 (or $x41487 (and (distinct (bvand ?x328 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x5159))))))))
(check-sat)
