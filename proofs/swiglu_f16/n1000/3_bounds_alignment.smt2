; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gate () (_ BitVec 64))
(declare-fun base!up () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!gate (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gate (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!gate (_ bv0 64)) true))
(assert
 (= (bvand base!up (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!up (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!up (_ bv0 64)) true))
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
(let ((?x268 (bvadd base!out ?x233)))
(let (($x168 (not (bvule ?x233 (_ bv1998 64)))))
(let (($x226 (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x231 (not (or (not (= ((_ extract 31 10) ?x208) (_ bv0 22))) $x226))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x232 (and $x204 $x231)))
(let (($x46 (and $x232 (or $x168 (and (distinct (bvand ?x268 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x74 (and $x232 (or $x168 (and (distinct (bvand (bvadd base!up ?x233) (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x145 (and $x232 (or $x168 (and (distinct (bvand (bvadd base!gate ?x233) (_ bv1 64)) (_ bv0 64)) true)))))
(or $x145 $x74 $x46)))))))))))))))
(check-sat)
