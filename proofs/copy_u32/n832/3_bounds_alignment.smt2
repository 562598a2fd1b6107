; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709548287 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709548287 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (let ((?x185 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x187 (bvadd tid.x@A ?x185)))
(let ((?x192 (concat (_ bv0 32) ?x187)))
(let ((?x199 (bvmul (_ bv4 64) ?x192)))
(let ((?x215 (bvadd base!dst ?x199)))
(let (($x75 (not (bvule ?x199 (_ bv3324 64)))))
(let (($x205 (bvule (_ bv832 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x210 (not (or (not (= ((_ extract 31 10) ?x187) (_ bv0 22))) $x205))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x211 (and $x183 $x210)))
(let (($x317 (and $x211 (or $x75 (and (distinct (bvand ?x215 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x250 (and $x211 (or $x75 (and (distinct (bvand (bvadd base!src ?x199) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x250 $x317))))))))))))))
(check-sat)
