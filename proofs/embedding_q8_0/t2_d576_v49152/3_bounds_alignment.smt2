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
 (let ((?x239 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x239) (bvule ?x239 (_ bv49151 32)))))
(assert
 (let ((?x211 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x213 (bvadd tid.x@A ?x211)))
(let ((?x327 (concat (_ bv0 31) ?x213)))
(let ((?x324 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x325 (bvmul (_ bv576 63) ?x324)))
(let ((?x328 (bvadd ?x325 ?x327)))
(let ((?x329 (concat ?x328 (_ bv0 1))))
(let ((?x288 (bvadd base!out ?x329)))
(let (($x231 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x236 (not (or (not (= ((_ extract 31 10) ?x213) (_ bv0 22))) $x231))))
(let (($x209 (= param!power (_ bv1 32))))
(let (($x237 (and $x209 $x236)))
(let (($x90 (and $x237 (or (not (bvule ?x329 (_ bv2302 64))) (and (distinct (bvand ?x288 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x271 (concat (_ bv0 5) ((_ extract 31 5) ?x213))))
(let ((?x272 (bvmul (_ bv34 32) ?x271)))
(let ((?x273 (concat (_ bv0 32) ?x272)))
(let ((?x225 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x238 (bvmul (_ bv4 64) ?x225)))
(let ((?x260 (mem!ids!32 ?x238)))
(let ((?x261 (concat (_ bv0 32) ?x260)))
(let ((?x268 (bvmul (_ bv612 64) ?x261)))
(let ((?x293 ((_ extract 4 0) tid.x@A)))
(let ((?x305 (concat (_ bv0 27) ?x293)))
(let ((?x306 (bvadd (_ bv2 32) ?x305)))
(let ((?x307 (concat (_ bv0 32) ?x306)))
(let ((?x302 (bvadd base!table ?x307 ?x268 ?x273)))
(let (($x483 (or (not (bvule (bvadd ?x307 ?x268 ?x273) (_ bv30081023 64))) (and (distinct (bvand ?x302 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x485 (and $x237 $x483)))
(let (($x399 (or (not (bvule (bvadd ?x268 ?x273) (_ bv30081022 64))) (and (distinct (bvand (bvadd base!table ?x268 ?x273) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x111 (and $x237 $x399)))
(let (($x145 (or (not (bvule ?x238 (_ bv4 64))) (and (distinct (bvand (bvadd base!ids ?x238) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x97 (and $x237 $x145)))
(or $x97 $x111 $x485 $x90))))))))))))))))))))))))))))))))))
(check-sat)
