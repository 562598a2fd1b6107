; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!a () (_ BitVec 64))
(declare-fun base!b () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!a (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!a (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!a (_ bv0 64)) true))
(assert
 (= (bvand base!b (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!b (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!b (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (let ((?x206 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x208 (bvadd tid.x@A ?x206)))
(let ((?x218 (concat (_ bv0 32) ?x208)))
(let ((?x233 (bvmul (_ bv2 64) ?x218)))
(let ((?x244 (bvadd base!out ?x233)))
(let (($x86 (not (bvule ?x233 (_ bv1998 64)))))
(let (($x226 (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x231 (not (or (not (= ((_ extract 31 10) ?x208) (_ bv0 22))) $x226))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x232 (and $x204 $x231)))
(let (($x90 (and $x232 (or $x86 (and (distinct (bvand ?x244 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x314 (and $x232 (or $x86 (and (distinct (bvand (bvadd base!b ?x233) (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x117 (and $x232 (or $x86 (and (distinct (bvand (bvadd base!a ?x233) (_ bv1 64)) (_ bv0 64)) true)))))
(or $x117 $x314 $x90)))))))))))))))
(check-sat)
