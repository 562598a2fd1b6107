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
 (bvule base!ids (_ bv18446744073709551551 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv16 32)))
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
(let ((?x290 (bvadd base!out ?x330)))
(let (($x232 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x237 (not (or (not (= ((_ extract 31 10) ?x214) (_ bv0 22))) $x232))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x238 (and $x210 $x237)))
(let (($x484 (and $x238 (or (not (bvule ?x330 (_ bv18430 64))) (and (distinct (bvand ?x290 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x272 (concat (_ bv0 5) ((_ extract 31 5) ?x214))))
(let ((?x273 (bvmul (_ bv34 32) ?x272)))
(let ((?x274 (concat (_ bv0 32) ?x273)))
(let ((?x226 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x239 (bvmul (_ bv4 64) ?x226)))
(let ((?x261 (mem!ids!32 ?x239)))
(let ((?x262 (concat (_ bv0 32) ?x261)))
(let ((?x269 (bvmul (_ bv612 64) ?x262)))
(let ((?x295 ((_ extract 4 0) tid.x@A)))
(let ((?x306 (concat (_ bv0 27) ?x295)))
(let ((?x307 (bvadd (_ bv2 32) ?x306)))
(let ((?x308 (concat (_ bv0 32) ?x307)))
(let ((?x304 (bvadd base!table ?x308 ?x269 ?x274)))
(let (($x53 (or (not (bvule (bvadd ?x308 ?x269 ?x274) (_ bv30081023 64))) (and (distinct (bvand ?x304 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x104 (and $x238 $x53)))
(let (($x176 (or (not (bvule (bvadd ?x269 ?x274) (_ bv30081022 64))) (and (distinct (bvand (bvadd base!table ?x269 ?x274) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x175 (and $x238 $x176)))
(let (($x89 (or (not (bvule ?x239 (_ bv60 64))) (and (distinct (bvand (bvadd base!ids ?x239) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x51 (and $x238 $x89)))
(or $x51 $x175 $x104 $x484))))))))))))))))))))))))))))))))))
(check-sat)
