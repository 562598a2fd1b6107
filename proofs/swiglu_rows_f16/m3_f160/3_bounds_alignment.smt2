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
 (bvule base!gu (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550655 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (let ((?x187 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x189 (bvadd tid.x@A ?x187)))
(let ((?x241 (concat (_ bv0 31) ?x189)))
(let ((?x227 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x260 (bvmul (_ bv160 63) ?x227)))
(let ((?x285 (bvadd ?x260 ?x241)))
(let ((?x230 (concat ?x285 (_ bv0 1))))
(let ((?x277 (bvadd base!out ?x230)))
(let (($x209 (not (or (not (= ((_ extract 31 8) ?x189) (_ bv0 24))) (bvule (_ bv160 8) ((_ extract 7 0) tid.x@A))))))
(let (($x185 (= param!power (_ bv1 32))))
(let (($x210 (and $x185 $x209)))
(let (($x167 (and $x210 (or (not (bvule ?x230 (_ bv958 64))) (and (distinct (bvand ?x277 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x250 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x251 (bvmul (_ bv160 62) ?x250)))
(let ((?x252 (concat ?x251 (_ bv0 1))))
(let ((?x253 (bvadd ?x241 ?x252)))
(let ((?x254 (concat ?x253 (_ bv0 1))))
(let ((?x280 (bvadd (_ bv320 64) base!gu ?x254)))
(let (($x641 (or (not (bvule (bvadd (_ bv320 64) ?x254) (_ bv1918 64))) (and (distinct (bvand ?x280 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x879 (and $x210 $x641)))
(let (($x83 (or (not (bvule ?x254 (_ bv1918 64))) (and (distinct (bvand (bvadd base!gu ?x254) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x633 (and $x210 $x83)))
(or $x633 $x879 $x167))))))))))))))))))))))))
(check-sat)
