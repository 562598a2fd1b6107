; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!temps () (_ BitVec 64))
(declare-fun base!top_ks () (_ BitVec 64))
(declare-fun base!top_ps () (_ BitVec 64))
(declare-fun base!seeds () (_ BitVec 64))
(declare-fun base!counters () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun v1032@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv64 64))))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv196608 64) size!B))))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!temps (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!temps ?x27))))
(assert
 (and (distinct base!temps (_ bv0 64)) true))
(assert
 (= (bvand base!top_ks (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!top_ks ?x27))))
(assert
 (and (distinct base!top_ks (_ bv0 64)) true))
(assert
 (= (bvand base!top_ps (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!top_ps ?x27))))
(assert
 (and (distinct base!top_ps (_ bv0 64)) true))
(assert
 (= (bvand base!seeds (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x44 (bvmul (_ bv8 64) size!B)))
 (let ((?x45 (bvsub (_ bv18446744073709551615 64) ?x44)))
 (bvule base!seeds ?x45))))
(assert
 (and (distinct base!seeds (_ bv0 64)) true))
(assert
 (= (bvand base!counters (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x44 (bvmul (_ bv8 64) size!B)))
 (let ((?x45 (bvsub (_ bv18446744073709551615 64) ?x44)))
 (bvule base!counters ?x45))))
(assert
 (and (distinct base!counters (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!tokens ?x27))))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (let ((?x70 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x70)))
(assert
 (bvule v1032@A (_ bv2 64)))
(assert
 (let ((?x4474 (concat (bvmul (_ bv4 20) ((_ extract 19 0) v1032@A)) (_ bv0 10))))
(let ((?x1291 ((_ extract 29 0) tid.x@A)))
(let ((?x6126 (concat (_ bv0 30) (bvadd (_ bv3072 30) ?x1291 ?x4474) (_ bv0 2))))
(let ((?x4495 (concat (_ bv0 30) ctaid.x@A)))
(let ((?x4496 (bvmul (_ bv49152 62) ?x4495)))
(let ((?x6110 (bvadd ?x4496 ?x6126)))
(let ((?x5694 (concat ?x6110 (_ bv0 2))))
(let ((?x6231 (bvadd base!logits ?x5694)))
(let ((?x18 (bvmul (_ bv196608 64) size!B)))
(let (($x12391 (bvult ?x18 (_ bv16 64))))
(let (($x13853 (or (or $x12391 (not (bvule ?x5694 (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand ?x6231 (_ bv15 64)) (_ bv0 64)) true))))
(let ((?x4450 (concat (bvmul (_ bv4 4) ((_ extract 3 0) v1032@A)) (_ bv0 10))))
(let ((?x1267 ((_ extract 13 0) tid.x@A)))
(let ((?x6157 ((_ extract 31 14) (bvadd (_ bv3072 32) tid.x@A (concat (bvmul (_ bv4 22) ((_ extract 21 0) v1032@A)) (_ bv0 10))))))
(let (($x6265 (not (or (not (= ?x6157 (_ bv0 18))) (bvule (_ bv12288 14) (bvadd (_ bv3072 14) ?x1267 ?x4450))))))
(let (($x334 (= param!power (_ bv1 32))))
(let (($x6197 (and $x334 $x6265)))
(let (($x13684 (and $x6197 $x13853)))
(let ((?x5626 (concat (_ bv0 30) (bvadd (_ bv2048 30) ?x1291 ?x4474) (_ bv0 2))))
(let ((?x5627 (bvadd ?x4496 ?x5626)))
(let ((?x5628 (concat ?x5627 (_ bv0 2))))
(let ((?x5548 (bvadd base!logits ?x5628)))
(let (($x13912 (or (or $x12391 (not (bvule ?x5628 (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand ?x5548 (_ bv15 64)) (_ bv0 64)) true))))
(let ((?x5412 ((_ extract 31 14) (bvadd (_ bv2048 32) tid.x@A (concat (bvmul (_ bv4 22) ((_ extract 21 0) v1032@A)) (_ bv0 10))))))
(let (($x5593 (not (or (not (= ?x5412 (_ bv0 18))) (bvule (_ bv12288 14) (bvadd (_ bv2048 14) ?x1267 ?x4450))))))
(let (($x5276 (and $x334 $x5593)))
(let (($x12926 (and $x5276 $x13912)))
(let ((?x5024 (concat (_ bv0 30) (bvadd (_ bv1024 30) ?x1291 ?x4474) (_ bv0 2))))
(let ((?x5025 (bvadd ?x4496 ?x5024)))
(let ((?x5026 (concat ?x5025 (_ bv0 2))))
(let ((?x4999 (bvadd base!logits ?x5026)))
(let (($x13898 (or (or $x12391 (not (bvule ?x5026 (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand ?x4999 (_ bv15 64)) (_ bv0 64)) true))))
(let ((?x4978 ((_ extract 31 14) (bvadd (_ bv1024 32) tid.x@A (concat (bvmul (_ bv4 22) ((_ extract 21 0) v1032@A)) (_ bv0 10))))))
(let (($x4997 (not (or (not (= ?x4978 (_ bv0 18))) (bvule (_ bv12288 14) (bvadd (_ bv1024 14) ?x1267 ?x4450))))))
(let (($x4998 (and $x334 $x4997)))
(let (($x13065 (and $x4998 $x13898)))
(let ((?x4498 (concat (_ bv0 30) (bvadd ?x1291 ?x4474) (_ bv0 2))))
(let ((?x4499 (bvadd ?x4496 ?x4498)))
(let ((?x4500 (concat ?x4499 (_ bv0 2))))
(let ((?x4464 (bvadd base!logits ?x4500)))
(let (($x12799 (or (or $x12391 (not (bvule ?x4500 (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand ?x4464 (_ bv15 64)) (_ bv0 64)) true))))
(let ((?x4435 ((_ extract 31 14) (bvadd tid.x@A (concat (bvmul (_ bv4 22) ((_ extract 21 0) v1032@A)) (_ bv0 10))))))
(let (($x4457 (not (or (not (= ?x4435 (_ bv0 18))) (bvule (_ bv12288 14) (bvadd ?x1267 ?x4450))))))
(let (($x4458 (and $x334 $x4457)))
(let (($x13355 (and $x4458 $x12799)))
(or $x13355 $x13065 $x12926 $x13684)))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
