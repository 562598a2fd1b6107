; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (let ((?x189 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x191 (bvadd tid.x@A ?x189)))
(let ((?x247 (concat (_ bv0 31) ?x191)))
(let ((?x274 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x225 (bvmul (_ bv1536 63) ?x274)))
(let ((?x284 (concat (bvadd ?x225 ?x247) (_ bv0 1))))
(let ((?x223 (bvadd base!out ?x284)))
(let (($x209 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
(let (($x214 (not (or (not (= ((_ extract 31 11) ?x191) (_ bv0 21))) $x209))))
(let (($x187 (= param!power (_ bv1 32))))
(let (($x215 (and $x187 $x214)))
(let (($x460 (and $x215 (or (not (bvule ?x284 (_ bv6142 64))) (and (distinct (bvand ?x223 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x256 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x257 (bvmul (_ bv1536 62) ?x256)))
(let ((?x258 (concat ?x257 (_ bv0 1))))
(let ((?x259 (bvadd ?x247 ?x258)))
(let ((?x260 (concat ?x259 (_ bv0 1))))
(let ((?x287 (bvadd (_ bv3072 64) base!gu ?x260)))
(let (($x382 (or (not (bvule (bvadd (_ bv3072 64) ?x260) (_ bv12286 64))) (and (distinct (bvand ?x287 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x51 (and $x215 $x382)))
(let (($x405 (or (not (bvule ?x260 (_ bv12286 64))) (and (distinct (bvand (bvadd base!gu ?x260) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x449 (and $x215 $x405)))
(or $x449 $x51 $x460))))))))))))))))))))))))
(check-sat)
