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
 (let ((?x223 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x223) (bvule ?x223 (_ bv319 32)))))
(assert
 (let ((?x208 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x210 (bvadd tid.x@A ?x208)))
(let ((?x320 (concat (_ bv0 31) ?x210)))
(let ((?x317 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x318 (bvmul (_ bv96 63) ?x317)))
(let ((?x321 (bvadd ?x318 ?x320)))
(let ((?x322 (concat ?x321 (_ bv0 1))))
(let ((?x309 (bvadd base!out ?x322)))
(let (($x231 (not (or (not (= ((_ extract 31 7) ?x210) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) tid.x@A))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x232 (and $x206 $x231)))
(let (($x372 (and $x232 (or (not (bvule ?x322 (_ bv958 64))) (and (distinct (bvand ?x309 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x263 (concat (_ bv0 5) ((_ extract 31 5) ?x210))))
(let ((?x264 (bvmul (_ bv34 32) ?x263)))
(let ((?x265 (concat (_ bv0 32) ?x264)))
(let ((?x217 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x222 (bvmul (_ bv4 64) ?x217)))
(let ((?x252 (mem!ids!32 ?x222)))
(let ((?x253 (concat (_ bv0 32) ?x252)))
(let ((?x260 (bvmul (_ bv102 64) ?x253)))
(let ((?x286 ((_ extract 4 0) tid.x@A)))
(let ((?x298 (concat (_ bv0 27) ?x286)))
(let ((?x299 (bvadd (_ bv2 32) ?x298)))
(let ((?x300 (concat (_ bv0 32) ?x299)))
(let ((?x278 (bvadd base!table ?x300 ?x260 ?x265)))
(let (($x446 (or (not (bvule (bvadd ?x300 ?x260 ?x265) (_ bv32639 64))) (and (distinct (bvand ?x278 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x388 (and $x232 $x446)))
(let (($x169 (or (not (bvule (bvadd ?x260 ?x265) (_ bv32638 64))) (and (distinct (bvand (bvadd base!table ?x260 ?x265) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x107 (and $x232 $x169)))
(let (($x430 (or (not (bvule ?x222 (_ bv16 64))) (and (distinct (bvand (bvadd base!ids ?x222) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x415 (and $x232 $x430)))
(or $x415 $x107 $x388 $x372)))))))))))))))))))))))))))))))))
(check-sat)
