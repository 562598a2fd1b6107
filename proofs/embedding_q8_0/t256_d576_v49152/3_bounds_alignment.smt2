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
 (bvule base!ids (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv256 32)))
(assert
 (let ((?x209 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x211 (bvadd tid.x@A ?x209)))
(let ((?x336 (concat (_ bv0 31) ?x211)))
(let ((?x333 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x334 (bvmul (_ bv576 63) ?x333)))
(let ((?x337 (bvadd ?x334 ?x336)))
(let ((?x338 (concat ?x337 (_ bv0 1))))
(let ((?x340 (bvadd base!out ?x338)))
(let (($x229 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x234 (not (or (not (= ((_ extract 31 10) ?x211) (_ bv0 22))) $x229))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x235 (and $x207 $x234)))
(let (($x186 (and $x235 (or (not (bvule ?x338 (_ bv294910 64))) (and (distinct (bvand ?x340 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x284 (concat (_ bv0 5) ((_ extract 31 5) ?x211))))
(let ((?x285 (bvmul (_ bv34 32) ?x284)))
(let ((?x286 (concat (_ bv0 32) ?x285)))
(let ((?x223 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x236 (bvmul (_ bv4 64) ?x223)))
(let ((?x240 (mem!ids!32 ?x236)))
(let ((?x274 (concat (_ bv0 32) ?x240)))
(let ((?x281 (bvmul (_ bv612 64) ?x274)))
(let ((?x275 (bvadd base!table ?x281 ?x286)))
(let (($x67 (or (not (bvule (bvadd ?x281 ?x286) (_ bv30081022 64))) (and (distinct (bvand ?x275 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x254 (not (or (not (= ((_ extract 31 16) ?x240) (_ bv0 16))) (bvule (_ bv49152 16) ((_ extract 15 0) ?x240))))))
(let (($x255 (and $x207 $x234 $x254)))
(let (($x452 (and $x255 $x67)))
(let ((?x298 ((_ extract 4 0) tid.x@A)))
(let ((?x310 (concat (_ bv0 27) ?x298)))
(let ((?x311 (bvadd (_ bv2 32) ?x310)))
(let ((?x312 (concat (_ bv0 32) ?x311)))
(let ((?x307 (bvadd base!table ?x312 ?x281 ?x286)))
(let (($x155 (or (not (bvule (bvadd ?x312 ?x281 ?x286) (_ bv30081023 64))) (and (distinct (bvand ?x307 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x402 (and $x255 $x155)))
(let (($x403 (or (not (bvule ?x236 (_ bv1020 64))) (and (distinct (bvand (bvadd base!ids ?x236) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x49 (and $x235 $x403)))
(or $x49 $x402 $x452 $x186)))))))))))))))))))))))))))))))))))))
(check-sat)
