; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709548211 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549913 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv37 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x240 (concat (_ bv0 31) ?x188)))
(let ((?x237 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x278 (bvmul (_ bv23 63) ?x237)))
(let ((?x225 (bvadd ?x278 ?x240)))
(let ((?x259 (concat ?x225 (_ bv0 1))))
(let ((?x271 (bvadd base!out ?x259)))
(let (($x209 (not (or (not (= ((_ extract 31 5) ?x188) (_ bv0 27))) (bvule (_ bv23 5) ((_ extract 4 0) tid.x@A))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x210 (and $x184 $x209)))
(let (($x341 (and $x210 (or (not (bvule ?x259 (_ bv1700 64))) (and (distinct (bvand ?x271 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x250 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x251 (bvmul (_ bv23 62) ?x250)))
(let ((?x252 (concat ?x251 (_ bv0 1))))
(let ((?x253 (bvadd ?x240 ?x252)))
(let ((?x254 (concat ?x253 (_ bv0 1))))
(let ((?x273 (bvadd (_ bv46 64) base!gu ?x254)))
(let (($x64 (or (not (bvule (bvadd (_ bv46 64) ?x254) (_ bv3402 64))) (and (distinct (bvand ?x273 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x364 (and $x210 $x64)))
(let (($x630 (or (not (bvule ?x254 (_ bv3402 64))) (and (distinct (bvand (bvadd base!gu ?x254) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x335 (and $x210 $x630)))
(or $x335 $x364 $x341))))))))))))))))))))))))
(check-sat)
