; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!counters () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!counters (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!counters (_ bv18446744073709551591 64)))
(assert
 (and (distinct base!counters (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x309 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x1010 (bvmul (_ bv8 64) ?x309)))
(let ((?x1750 (bvadd base!counters ?x1010)))
(let (($x9802 (not (bvule ?x1010 (_ bv16 64)))))
(let (($x2682 (= tid.x@A (_ bv0 32))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x2685 (and $x291 $x2682)))
(let (($x9920 (and $x2685 (or $x9802 (and (distinct (bvand ?x1750 (_ bv7 64)) (_ bv0 64)) true)))))
(or $x9920))))))))))
(check-sat)
