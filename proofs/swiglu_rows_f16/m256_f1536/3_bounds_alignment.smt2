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
 (bvule base!gu (_ bv18446744073707978751 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv256 32)))
(assert
 (let ((?x185 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x187 (bvadd tid.x@A ?x185)))
(let ((?x243 (concat (_ bv0 31) ?x187)))
(let ((?x272 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x219 (bvmul (_ bv1536 63) ?x272)))
(let ((?x282 (concat (bvadd ?x219 ?x243) (_ bv0 1))))
(let ((?x259 (bvadd base!out ?x282)))
(let (($x205 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
(let (($x210 (not (or (not (= ((_ extract 31 11) ?x187) (_ bv0 21))) $x205))))
(let (($x183 (= param!power (_ bv1 32))))
(let (($x211 (and $x183 $x210)))
(let (($x71 (and $x211 (or (not (bvule ?x282 (_ bv786430 64))) (and (distinct (bvand ?x259 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x253 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x254 (bvmul (_ bv1536 62) ?x253)))
(let ((?x255 (concat ?x254 (_ bv0 1))))
(let ((?x256 (bvadd ?x243 ?x255)))
(let ((?x257 (concat ?x256 (_ bv0 1))))
(let ((?x285 (bvadd (_ bv3072 64) base!gu ?x257)))
(let (($x136 (or (not (bvule (bvadd (_ bv3072 64) ?x257) (_ bv1572862 64))) (and (distinct (bvand ?x285 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x390 (and $x211 $x136)))
(let (($x394 (or (not (bvule ?x257 (_ bv1572862 64))) (and (distinct (bvand (bvadd base!gu ?x257) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x99 (and $x211 $x394)))
(or $x99 $x390 $x71))))))))))))))))))))))))
(check-sat)
