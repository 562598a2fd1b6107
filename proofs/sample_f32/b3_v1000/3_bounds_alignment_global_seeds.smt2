; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!seeds () (_ BitVec 64))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!seeds (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seeds (_ bv18446744073709551591 64)))
(assert
 (and (distinct base!seeds (_ bv0 64)) true))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x327 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x28684 (bvmul (_ bv8 64) ?x327)))
(let ((?x28746 (bvadd base!seeds ?x28684)))
(let (($x4440 (not (bvule ?x28684 (_ bv16 64)))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x3470 (and $x313 (or $x4440 (and (distinct (bvand ?x28746 (_ bv7 64)) (_ bv0 64)) true)))))
(or $x3470))))))))
(check-sat)
