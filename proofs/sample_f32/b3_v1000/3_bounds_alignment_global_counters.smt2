; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!counters () (_ BitVec 64))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!counters (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!counters (_ bv18446744073709551591 64)))
(assert
 (and (distinct base!counters (_ bv0 64)) true))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x327 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x28684 (bvmul (_ bv8 64) ?x327)))
(let ((?x28453 (bvadd base!counters ?x28684)))
(let (($x4440 (not (bvule ?x28684 (_ bv16 64)))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x4284 (and $x313 (or $x4440 (and (distinct (bvand ?x28453 (_ bv7 64)) (_ bv0 64)) true)))))
(or $x4284))))))))
(check-sat)
