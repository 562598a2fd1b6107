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
 (bvule base!gu (_ bv18446744073706405887 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073707978751 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv512 32)))
(assert
 (let ((?x189 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x191 (bvadd tid.x@A ?x189)))
(let ((?x247 (concat (_ bv0 31) ?x191)))
(let ((?x276 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x223 (bvmul (_ bv1536 63) ?x276)))
(let ((?x286 (concat (bvadd ?x223 ?x247) (_ bv0 1))))
(let ((?x263 (bvadd base!out ?x286)))
(let (($x209 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
(let (($x214 (not (or (not (= ((_ extract 31 11) ?x191) (_ bv0 21))) $x209))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x215 (and $x187 $x214)))
(let (($x101 (and $x215 (or (not (bvule ?x286 (_ bv1572862 64))) (and (distinct (bvand ?x263 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x257 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x258 (bvmul (_ bv1536 62) ?x257)))
(let ((?x259 (concat ?x258 (_ bv0 1))))
(let ((?x260 (bvadd ?x247 ?x259)))
(let ((?x261 (concat ?x260 (_ bv0 1))))
(let ((?x289 (bvadd (_ bv3072 64) base!gu ?x261)))
(let (($x37 (or (not (bvule (bvadd (_ bv3072 64) ?x261) (_ bv3145726 64))) (and (distinct (bvand ?x289 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x44 (and $x215 $x37)))
(let (($x371 (or (not (bvule ?x261 (_ bv3145726 64))) (and (distinct (bvand (bvadd base!gu ?x261) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x451 (and $x215 $x371)))
(or $x451 $x44 $x101))))))))))))))))))))))))
(check-sat)
