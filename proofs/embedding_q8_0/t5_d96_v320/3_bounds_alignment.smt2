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
 (bvule base!table (_ bv18446744073709518975 64)))
(assert
 (and (distinct base!table (_ bv0 64)) true))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550655 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv5 32)))
(assert
 (let ((?x209 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x211 (bvadd tid.x@A ?x209)))
(let ((?x330 (concat (_ bv0 31) ?x211)))
(let ((?x327 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x328 (bvmul (_ bv96 63) ?x327)))
(let ((?x331 (bvadd ?x328 ?x330)))
(let ((?x332 (concat ?x331 (_ bv0 1))))
(let ((?x319 (bvadd base!out ?x332)))
(let (($x232 (not (or (not (= ((_ extract 31 7) ?x211) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) tid.x@A))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x233 (and $x207 $x232)))
(let (($x127 (and $x233 (or (not (bvule ?x332 (_ bv958 64))) (and (distinct (bvand ?x319 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x278 (concat (_ bv0 5) ((_ extract 31 5) ?x211))))
(let ((?x279 (bvmul (_ bv34 32) ?x278)))
(let ((?x280 (concat (_ bv0 32) ?x279)))
(let ((?x218 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x223 (bvmul (_ bv4 64) ?x218)))
(let ((?x236 (mem!ids!32 ?x223)))
(let ((?x268 (concat (_ bv0 32) ?x236)))
(let ((?x275 (bvmul (_ bv102 64) ?x268)))
(let ((?x289 (bvadd base!table ?x275 ?x280)))
(let (($x394 (or (not (bvule (bvadd ?x275 ?x280) (_ bv32638 64))) (and (distinct (bvand ?x289 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x249 (not (or (not (= ((_ extract 31 9) ?x236) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x236))))))
(let (($x250 (and $x207 $x232 $x249)))
(let (($x116 (and $x250 $x394)))
(let ((?x292 ((_ extract 4 0) tid.x@A)))
(let ((?x304 (concat (_ bv0 27) ?x292)))
(let ((?x305 (bvadd (_ bv2 32) ?x304)))
(let ((?x306 (concat (_ bv0 32) ?x305)))
(let ((?x284 (bvadd base!table ?x306 ?x275 ?x280)))
(let (($x110 (or (not (bvule (bvadd ?x306 ?x275 ?x280) (_ bv32639 64))) (and (distinct (bvand ?x284 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x374 (and $x250 $x110)))
(let (($x74 (or (not (bvule ?x223 (_ bv16 64))) (and (distinct (bvand (bvadd base!ids ?x223) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x141 (and $x233 $x74)))
(or $x141 $x374 $x116 $x127))))))))))))))))))))))))))))))))))))
(check-sat)
