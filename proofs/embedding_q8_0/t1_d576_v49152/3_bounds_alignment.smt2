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
 (bvule base!ids (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x237 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x237) (bvule ?x237 (_ bv49151 32)))))
(assert
 (let ((?x209 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x211 (bvadd tid.x@A ?x209)))
(let ((?x326 (concat (_ bv0 31) ?x211)))
(let ((?x323 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x324 (bvmul (_ bv576 63) ?x323)))
(let ((?x327 (bvadd ?x324 ?x326)))
(let ((?x328 (concat ?x327 (_ bv0 1))))
(let ((?x287 (bvadd base!out ?x328)))
(let ((?x224 ((_ extract 9 0) ctaid.x@A)))
(let ((?x227 (bvmul (_ bv256 10) ?x224)))
(let ((?x220 ((_ extract 9 0) tid.x@A)))
(let ((?x228 (bvadd ?x220 ?x227)))
(let (($x234 (not (or (not (= ((_ extract 31 10) ?x211) (_ bv0 22))) (bvule (_ bv576 10) ?x228)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x235 (and $x207 $x234)))
(let (($x177 (and $x235 (or (not (bvule ?x328 (_ bv1150 64))) (and (distinct (bvand ?x287 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x269 (concat (_ bv0 5) ((_ extract 31 5) ?x211))))
(let ((?x270 (bvmul (_ bv34 32) ?x269)))
(let ((?x271 (concat (_ bv0 32) ?x270)))
(let ((?x223 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x236 (bvmul (_ bv4 64) ?x223)))
(let ((?x258 (mem!ids!32 ?x236)))
(let ((?x259 (concat (_ bv0 32) ?x258)))
(let ((?x266 (bvmul (_ bv612 64) ?x259)))
(let ((?x292 ((_ extract 4 0) tid.x@A)))
(let ((?x304 (concat (_ bv0 27) ?x292)))
(let ((?x305 (bvadd (_ bv2 32) ?x304)))
(let ((?x306 (concat (_ bv0 32) ?x305)))
(let ((?x301 (bvadd base!table ?x306 ?x266 ?x271)))
(let (($x478 (or (not (bvule (bvadd ?x306 ?x266 ?x271) (_ bv30081023 64))) (and (distinct (bvand ?x301 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x479 (and $x235 $x478)))
(let (($x70 (or (not (bvule (bvadd ?x266 ?x271) (_ bv30081022 64))) (and (distinct (bvand (bvadd base!table ?x266 ?x271) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x187 (and $x235 $x70)))
(let (($x107 (or (not (bvule ?x236 (_ bv0 64))) (and (distinct (bvand (bvadd base!ids ?x236) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x172 (and $x235 $x107)))
(or $x172 $x187 $x479 $x177)))))))))))))))))))))))))))))))))))))
(check-sat)
