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
 (bvule base!src (_ bv18446744073709549823 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709549823 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (let ((?x185 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x187 (bvadd tid.x@A ?x185)))
(let ((?x195 (concat (_ bv0 32) ?x187)))
(let ((?x209 (bvmul (_ bv4 64) ?x195)))
(let ((?x213 (bvadd base!dst ?x209)))
(let (($x277 (not (bvule ?x209 (_ bv1788 64)))))
(let (($x201 (bvule (_ bv448 9) (bvadd ((_ extract 8 0) tid.x@A) (bvmul (_ bv256 9) ((_ extract 8 0) ctaid.x@A))))))
(let (($x206 (not (or (not (= ((_ extract 31 9) ?x187) (_ bv0 23))) $x201))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x207 (and $x183 $x206)))
(let (($x330 (and $x207 (or $x277 (and (distinct (bvand ?x213 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x102 (and $x207 (or $x277 (and (distinct (bvand (bvadd base!src ?x209) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x102 $x330))))))))))))))
(check-sat)
