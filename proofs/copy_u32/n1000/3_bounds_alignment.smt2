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
 (bvule base!src (_ bv18446744073709547615 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709547615 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (let ((?x185 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x187 (bvadd tid.x@A ?x185)))
(let ((?x201 (concat (_ bv0 32) ?x187)))
(let ((?x191 (bvmul (_ bv4 64) ?x201)))
(let ((?x215 (bvadd base!dst ?x191)))
(let (($x135 (not (bvule ?x191 (_ bv3996 64)))))
(let (($x205 (bvule (_ bv1000 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x210 (not (or (not (= ((_ extract 31 10) ?x187) (_ bv0 22))) $x205))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x211 (and $x183 $x210)))
(let (($x326 (and $x211 (or $x135 (and (distinct (bvand ?x215 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x319 (and $x211 (or $x135 (and (distinct (bvand (bvadd base!src ?x191) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x319 $x326))))))))))))))
(check-sat)
