; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv288 32)))
(assert
 (let ((?x184 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x186 (bvadd tid.x@A ?x184)))
(let ((?x190 (concat (_ bv0 32) ?x186)))
(let ((?x211 (bvmul (_ bv2 64) ?x190)))
(let ((?x191 (bvadd base!x ?x211)))
(let (($x311 (not (bvule ?x211 (_ bv147454 64)))))
(let (($x204 (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) tid.x@A) (bvmul (_ bv256 17) ((_ extract 16 0) ctaid.x@A))))))
(let (($x209 (not (or (not (= ((_ extract 31 17) ?x186) (_ bv0 15))) $x204))))
(let (($x182 (= param!power (_ bv1 32))))
(let (($x210 (and $x182 $x209)))
(let (($x42 (and $x210 (or $x311 (and (distinct (bvand ?x191 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x111 (and $x210 (or $x311 (and (distinct (bvand (bvadd base!y ?x211) (_ bv1 64)) (_ bv0 64)) true)))))
(or $x42 $x111 $x42))))))))))))))
(check-sat)
