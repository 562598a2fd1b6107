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
 (let ((?x236 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x236) (bvule ?x236 (_ bv49151 32)))))
(assert
 (let ((?x208 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x210 (bvadd tid.x@A ?x208)))
(let ((?x325 (concat (_ bv0 31) ?x210)))
(let ((?x322 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x323 (bvmul (_ bv576 63) ?x322)))
(let ((?x326 (bvadd ?x323 ?x325)))
(let ((?x327 (concat ?x326 (_ bv0 1))))
(let ((?x286 (bvadd base!out ?x327)))
(let (($x228 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x233 (not (or (not (= ((_ extract 31 10) ?x210) (_ bv0 22))) $x228))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x234 (and $x206 $x233)))
(let (($x45 (and $x234 (or (not (bvule ?x327 (_ bv294910 64))) (and (distinct (bvand ?x286 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x268 (concat (_ bv0 5) ((_ extract 31 5) ?x210))))
(let ((?x269 (bvmul (_ bv34 32) ?x268)))
(let ((?x270 (concat (_ bv0 32) ?x269)))
(let ((?x222 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x235 (bvmul (_ bv4 64) ?x222)))
(let ((?x257 (mem!ids!32 ?x235)))
(let ((?x258 (concat (_ bv0 32) ?x257)))
(let ((?x265 (bvmul (_ bv612 64) ?x258)))
(let ((?x291 ((_ extract 4 0) tid.x@A)))
(let ((?x303 (concat (_ bv0 27) ?x291)))
(let ((?x304 (bvadd (_ bv2 32) ?x303)))
(let ((?x305 (concat (_ bv0 32) ?x304)))
(let ((?x300 (bvadd base!table ?x305 ?x265 ?x270)))
(let (($x484 (or (not (bvule (bvadd ?x305 ?x265 ?x270) (_ bv30081023 64))) (and (distinct (bvand ?x300 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x485 (and $x234 $x484)))
(let (($x99 (or (not (bvule (bvadd ?x265 ?x270) (_ bv30081022 64))) (and (distinct (bvand (bvadd base!table ?x265 ?x270) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x114 (and $x234 $x99)))
(let (($x87 (or (not (bvule ?x235 (_ bv1020 64))) (and (distinct (bvand (bvadd base!ids ?x235) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x185 (and $x234 $x87)))
(or $x185 $x114 $x485 $x45))))))))))))))))))))))))))))))))))
(check-sat)
