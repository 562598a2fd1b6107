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
 (bvule base!ids (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv512 32)))
(assert
 (let ((?x213 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x215 (bvadd tid.x@A ?x213)))
(let ((?x339 (concat (_ bv0 31) ?x215)))
(let ((?x336 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x337 (bvmul (_ bv576 63) ?x336)))
(let ((?x340 (bvadd ?x337 ?x339)))
(let ((?x341 (concat ?x340 (_ bv0 1))))
(let ((?x343 (bvadd base!out ?x341)))
(let (($x232 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x237 (not (or (not (= ((_ extract 31 10) ?x215) (_ bv0 22))) $x232))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x238 (and $x211 $x237)))
(let (($x465 (and $x238 (or (not (bvule ?x341 (_ bv589822 64))) (and (distinct (bvand ?x343 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x287 (concat (_ bv0 5) ((_ extract 31 5) ?x215))))
(let ((?x288 (bvmul (_ bv34 32) ?x287)))
(let ((?x289 (concat (_ bv0 32) ?x288)))
(let ((?x226 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x239 (bvmul (_ bv4 64) ?x226)))
(let ((?x243 (mem!ids!32 ?x239)))
(let ((?x277 (concat (_ bv0 32) ?x243)))
(let ((?x284 (bvmul (_ bv612 64) ?x277)))
(let ((?x278 (bvadd base!table ?x284 ?x289)))
(let (($x461 (or (not (bvule (bvadd ?x284 ?x289) (_ bv30081022 64))) (and (distinct (bvand ?x278 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x257 (not (or (not (= ((_ extract 31 16) ?x243) (_ bv0 16))) (bvule (_ bv49152 16) ((_ extract 15 0) ?x243))))))
(let (($x258 (and $x211 $x237 $x257)))
(let (($x90 (and $x258 $x461)))
(let ((?x301 ((_ extract 4 0) tid.x@A)))
(let ((?x313 (concat (_ bv0 27) ?x301)))
(let ((?x314 (bvadd (_ bv2 32) ?x313)))
(let ((?x315 (concat (_ bv0 32) ?x314)))
(let ((?x310 (bvadd base!table ?x315 ?x284 ?x289)))
(let (($x387 (or (not (bvule (bvadd ?x315 ?x284 ?x289) (_ bv30081023 64))) (and (distinct (bvand ?x310 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x468 (and $x258 $x387)))
(let (($x133 (or (not (bvule ?x239 (_ bv2044 64))) (and (distinct (bvand (bvadd base!ids ?x239) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x88 (and $x238 $x133)))
(or $x88 $x468 $x90 $x465)))))))))))))))))))))))))))))))))))))
(check-sat)
