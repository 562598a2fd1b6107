; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun mem!ids!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!table (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!table (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!table (_ bv0 64)) true))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv32 32)))
(assert
 (let ((?x240 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x240) (bvule ?x240 (_ bv49151 32)))))
(assert
 (let ((?x212 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x214 (bvadd tid.x@A ?x212)))
(let ((?x328 (concat (_ bv0 31) ?x214)))
(let ((?x325 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x326 (bvmul (_ bv576 63) ?x325)))
(let ((?x329 (bvadd ?x326 ?x328)))
(let ((?x330 (concat ?x329 (_ bv0 1))))
(let ((?x289 (bvadd base!out ?x330)))
(let (($x232 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x237 (not (or (not (= ((_ extract 31 10) ?x214) (_ bv0 22))) $x232))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x238 (and $x210 $x237)))
(let (($x43 (and $x238 (or (not (bvule ?x330 (_ bv36862 64))) (and (distinct (bvand ?x289 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x271 (concat (_ bv0 5) ((_ extract 31 5) ?x214))))
(let ((?x272 (bvmul (_ bv34 32) ?x271)))
(let ((?x273 (concat (_ bv0 32) ?x272)))
(let ((?x226 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x239 (bvmul (_ bv4 64) ?x226)))
(let ((?x260 (mem!ids!32 ?x239)))
(let ((?x261 (concat (_ bv0 32) ?x260)))
(let ((?x268 (bvmul (_ bv612 64) ?x261)))
(let ((?x294 ((_ extract 4 0) tid.x@A)))
(let ((?x306 (concat (_ bv0 27) ?x294)))
(let ((?x307 (bvadd (_ bv2 32) ?x306)))
(let ((?x308 (concat (_ bv0 32) ?x307)))
(let ((?x303 (bvadd base!table ?x308 ?x268 ?x273)))
(let (($x89 (or (not (bvule (bvadd ?x308 ?x268 ?x273) (_ bv30081023 64))) (and (distinct (bvand ?x303 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x382 (and $x238 $x89)))
(let (($x392 (or (not (bvule (bvadd ?x268 ?x273) (_ bv30081022 64))) (and (distinct (bvand (bvadd base!table ?x268 ?x273) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x439 (and $x238 $x392)))
(let (($x391 (or (not (bvule ?x239 (_ bv124 64))) (and (distinct (bvand (bvadd base!ids ?x239) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x198 (and $x238 $x391)))
(or $x198 $x439 $x382 $x43))))))))))))))))))))))))))))))))))
(check-sat)
