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
(let ((?x1117 (bvmul (_ bv8 64) ?x309)))
(let ((?x1784 (bvadd base!counters ?x1117)))
(let (($x10206 (not (bvule ?x1117 (_ bv16 64)))))
(let (($x2654 (= tid.x@A (_ bv0 32))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x2657 (and $x291 $x2654)))
(let (($x10209 (and $x2657 (or $x10206 (and (distinct (bvand ?x1784 (_ bv7 64)) (_ bv0 64)) true)))))
(or $x10209))))))))))
(check-sat)
