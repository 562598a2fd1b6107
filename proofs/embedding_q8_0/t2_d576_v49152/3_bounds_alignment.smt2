; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun mem!ids!32 ((_ BitVec 64)) (_ BitVec 32))
(assert
 (= (bvand base!table (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!table (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!table (_ bv0 64)) true))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (_ bv18446744073709551607 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (let ((?x212 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x214 (bvadd tid.x@A ?x212)))
(let ((?x338 (concat (_ bv0 31) ?x214)))
(let ((?x335 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x336 (bvmul (_ bv576 63) ?x335)))
(let ((?x339 (bvadd ?x336 ?x338)))
(let ((?x340 (concat ?x339 (_ bv0 1))))
(let ((?x342 (bvadd base!out ?x340)))
(let (($x232 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x237 (not (or (not (= ((_ extract 31 10) ?x214) (_ bv0 22))) $x232))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x238 (and $x210 $x237)))
(let (($x135 (and $x238 (or (not (bvule ?x340 (_ bv2302 64))) (and (distinct (bvand ?x342 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x286 (concat (_ bv0 5) ((_ extract 31 5) ?x214))))
(let ((?x287 (bvmul (_ bv34 32) ?x286)))
(let ((?x288 (concat (_ bv0 32) ?x287)))
(let ((?x226 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x239 (bvmul (_ bv4 64) ?x226)))
(let ((?x243 (mem!ids!32 ?x239)))
(let ((?x276 (concat (_ bv0 32) ?x243)))
(let ((?x283 (bvmul (_ bv612 64) ?x276)))
(let ((?x277 (bvadd base!table ?x283 ?x288)))
(let (($x458 (or (not (bvule (bvadd ?x283 ?x288) (_ bv30081022 64))) (and (distinct (bvand ?x277 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x257 (not (or (not (= ((_ extract 31 16) ?x243) (_ bv0 16))) (bvule (_ bv49152 16) ((_ extract 15 0) ?x243))))))
(let (($x258 (and $x210 $x237 $x257)))
(let (($x459 (and $x258 $x458)))
(let ((?x300 ((_ extract 4 0) tid.x@A)))
(let ((?x312 (concat (_ bv0 27) ?x300)))
(let ((?x313 (bvadd (_ bv2 32) ?x312)))
(let ((?x314 (concat (_ bv0 32) ?x313)))
(let ((?x309 (bvadd base!table ?x314 ?x283 ?x288)))
(let (($x54 (or (not (bvule (bvadd ?x314 ?x283 ?x288) (_ bv30081023 64))) (and (distinct (bvand ?x309 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x383 (and $x258 $x54)))
(let (($x475 (or (not (bvule ?x239 (_ bv4 64))) (and (distinct (bvand (bvadd base!ids ?x239) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x200 (and $x238 $x475)))
(or $x200 $x383 $x459 $x135)))))))))))))))))))))))))))))))))))))
(check-sat)
