; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv6144 64) size!M))))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv3072 64) size!M))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!M)))
 (bvult ctaid.y@A ?x44)))
(assert
 (let ((?x223 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
(let ((?x279 (concat (_ bv0 31) ?x223)))
(let ((?x298 (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@A))))
(let ((?x316 (concat (bvadd ?x298 ?x279) (_ bv0 1))))
(let ((?x303 (bvadd base!out ?x316)))
(let (($x467 (or (bvult (bvmul (_ bv3072 64) size!M) (_ bv2 64)) (not (bvule ?x316 (bvsub (bvmul (_ bv3072 64) size!M) (_ bv2 64)))))))
(let (($x241 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
(let (($x246 (not (or (not (= ((_ extract 31 11) ?x223) (_ bv0 21))) $x241))))
(let (($x219 (= param!power (_ bv1 32))))
(let (($x247 (and $x219 $x246)))
(let (($x55 (and $x247 (or $x467 (and (distinct (bvand ?x303 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x293 (concat (bvadd ?x279 (concat (bvmul (_ bv1536 62) (concat (_ bv0 30) ctaid.y@A)) (_ bv0 1))) (_ bv0 1))))
(let ((?x322 (bvadd (_ bv3072 64) base!gu ?x293)))
(let ((?x18 (bvmul (_ bv6144 64) size!M)))
(let (($x153 (bvult ?x18 (_ bv2 64))))
(let (($x462 (or (or $x153 (not (bvule (bvadd (_ bv3072 64) ?x293) (bvsub ?x18 (_ bv2 64))))) (and (distinct (bvand ?x322 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x463 (and $x247 $x462)))
(let (($x760 (or (or $x153 (not (bvule ?x293 (bvsub ?x18 (_ bv2 64))))) (and (distinct (bvand (bvadd base!gu ?x293) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x117 (and $x247 $x760)))
(or $x117 $x463 $x55)))))))))))))))))))))
(check-sat)
