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
 (bvule base!x (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549615 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (let ((?x185 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x187 (bvadd tid.x@A ?x185)))
(let ((?x197 (concat (_ bv0 32) ?x187)))
(let ((?x212 (bvmul (_ bv2 64) ?x197)))
(let ((?x198 (bvadd base!x ?x212)))
(let (($x595 (not (bvule ?x212 (_ bv1998 64)))))
(let (($x205 (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x210 (not (or (not (= ((_ extract 31 10) ?x187) (_ bv0 22))) $x205))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x211 (and $x183 $x210)))
(let (($x347 (and $x211 (or $x595 (and (distinct (bvand ?x198 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x644 (and $x211 (or $x595 (and (distinct (bvand (bvadd base!y ?x212) (_ bv1 64)) (_ bv0 64)) true)))))
(or $x347 $x644 $x347))))))))))))))
(check-sat)
