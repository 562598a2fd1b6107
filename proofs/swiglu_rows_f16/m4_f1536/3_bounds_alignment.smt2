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
 (bvule base!gu (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (let ((?x188 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x190 (bvadd tid.x@A ?x188)))
(let ((?x246 (concat (_ bv0 31) ?x190)))
(let ((?x275 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x222 (bvmul (_ bv1536 63) ?x275)))
(let ((?x285 (concat (bvadd ?x222 ?x246) (_ bv0 1))))
(let ((?x262 (bvadd base!out ?x285)))
(let (($x208 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
(let (($x213 (not (or (not (= ((_ extract 31 11) ?x190) (_ bv0 21))) $x208))))
(let (($x186 (= param!power (_ bv1 32))))
(let (($x214 (and $x186 $x213)))
(let (($x129 (and $x214 (or (not (bvule ?x285 (_ bv12286 64))) (and (distinct (bvand ?x262 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x256 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x257 (bvmul (_ bv1536 62) ?x256)))
(let ((?x258 (concat ?x257 (_ bv0 1))))
(let ((?x259 (bvadd ?x246 ?x258)))
(let ((?x260 (concat ?x259 (_ bv0 1))))
(let ((?x288 (bvadd (_ bv3072 64) base!gu ?x260)))
(let (($x399 (or (not (bvule (bvadd (_ bv3072 64) ?x260) (_ bv24574 64))) (and (distinct (bvand ?x288 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x166 (and $x214 $x399)))
(let (($x375 (or (not (bvule ?x260 (_ bv24574 64))) (and (distinct (bvand (bvadd base!gu ?x260) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x450 (and $x214 $x375)))
(or $x450 $x166 $x129))))))))))))))))))))))))
(check-sat)
