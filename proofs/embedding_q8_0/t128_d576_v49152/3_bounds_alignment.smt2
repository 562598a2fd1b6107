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
 (bvule base!ids (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv128 32)))
(assert
 (let ((?x213 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x215 (bvadd tid.x@A ?x213)))
(let ((?x340 (concat (_ bv0 31) ?x215)))
(let ((?x337 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x338 (bvmul (_ bv576 63) ?x337)))
(let ((?x341 (bvadd ?x338 ?x340)))
(let ((?x342 (concat ?x341 (_ bv0 1))))
(let ((?x344 (bvadd base!out ?x342)))
(let (($x233 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x238 (not (or (not (= ((_ extract 31 10) ?x215) (_ bv0 22))) $x233))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x239 (and $x211 $x238)))
(let (($x420 (and $x239 (or (not (bvule ?x342 (_ bv147454 64))) (and (distinct (bvand ?x344 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x288 (concat (_ bv0 5) ((_ extract 31 5) ?x215))))
(let ((?x289 (bvmul (_ bv34 32) ?x288)))
(let ((?x290 (concat (_ bv0 32) ?x289)))
(let ((?x227 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x240 (bvmul (_ bv4 64) ?x227)))
(let ((?x244 (mem!ids!32 ?x240)))
(let ((?x278 (concat (_ bv0 32) ?x244)))
(let ((?x285 (bvmul (_ bv612 64) ?x278)))
(let ((?x279 (bvadd base!table ?x285 ?x290)))
(let (($x172 (or (not (bvule (bvadd ?x285 ?x290) (_ bv30081022 64))) (and (distinct (bvand ?x279 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x258 (not (or (not (= ((_ extract 31 16) ?x244) (_ bv0 16))) (bvule (_ bv49152 16) ((_ extract 15 0) ?x244))))))
(let (($x259 (and $x211 $x238 $x258)))
(let (($x391 (and $x259 $x172)))
(let ((?x302 ((_ extract 4 0) tid.x@A)))
(let ((?x314 (concat (_ bv0 27) ?x302)))
(let ((?x315 (bvadd (_ bv2 32) ?x314)))
(let ((?x316 (concat (_ bv0 32) ?x315)))
(let ((?x311 (bvadd base!table ?x316 ?x285 ?x290)))
(let (($x102 (or (not (bvule (bvadd ?x316 ?x285 ?x290) (_ bv30081023 64))) (and (distinct (bvand ?x311 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x186 (and $x259 $x102)))
(let (($x47 (or (not (bvule ?x240 (_ bv508 64))) (and (distinct (bvand (bvadd base!ids ?x240) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x178 (and $x239 $x47)))
(or $x178 $x186 $x391 $x420)))))))))))))))))))))))))))))))))))))
(check-sat)
