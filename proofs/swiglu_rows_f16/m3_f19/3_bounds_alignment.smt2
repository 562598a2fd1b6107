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
 (bvule base!gu (_ bv18446744073709551387 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709551501 64)))
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
(let ((?x283 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x273 (bvmul (_ bv19 63) ?x283)))
(let ((?x256 (concat (bvadd ?x273 ?x241) (_ bv0 1))))
(let ((?x284 (bvadd base!out ?x256)))
(let (($x210 (not (or (not (= ((_ extract 31 5) ?x189) (_ bv0 27))) (bvule (_ bv19 5) ((_ extract 4 0) tid.x@A))))))
(let (($x185 (= param!power (_ bv1 32))))
(let (($x211 (and $x185 $x210)))
(let (($x94 (and $x211 (or (not (bvule ?x256 (_ bv112 64))) (and (distinct (bvand ?x284 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x250 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x251 (bvmul (_ bv19 62) ?x250)))
(let ((?x252 (concat ?x251 (_ bv0 1))))
(let ((?x253 (bvadd ?x241 ?x252)))
(let ((?x254 (concat ?x253 (_ bv0 1))))
(let ((?x280 (bvadd (_ bv38 64) base!gu ?x254)))
(let (($x832 (or (not (bvule (bvadd (_ bv38 64) ?x254) (_ bv226 64))) (and (distinct (bvand ?x280 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x630 (and $x211 $x832)))
(let (($x379 (or (not (bvule ?x254 (_ bv226 64))) (and (distinct (bvand (bvadd base!gu ?x254) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x365 (and $x211 $x379)))
(or $x365 $x630 $x94)))))))))))))))))))))))
(check-sat)
