; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun v268@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073709539615 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvule v268@A (_ bv0 64)))
(assert
 (let ((?x1363 (concat ((_ extract 19 0) v268@A) (_ bv0 10))))
(let ((?x598 ((_ extract 29 0) tid.x@A)))
(let ((?x1364 (bvadd ?x598 ?x1363)))
(let ((?x1387 (concat (_ bv0 30) ?x1364 (_ bv0 2))))
(let ((?x1384 (concat (_ bv0 30) ctaid.x@A)))
(let ((?x1385 (bvmul (_ bv1000 62) ?x1384)))
(let ((?x1388 (bvadd ?x1385 ?x1387)))
(let ((?x1389 (concat ?x1388 (_ bv0 2))))
(let ((?x1379 (bvadd base!logits ?x1389)))
(let ((?x577 ((_ extract 7 0) tid.x@A)))
(let (($x581 (bvule (_ bv250 8) ?x577)))
(let (($x1337 (= ((_ extract 31 8) (bvadd tid.x@A (concat ((_ extract 21 0) v268@A) (_ bv0 10)))) (_ bv0 24))))
(let (($x1349 (not (or (not $x1337) $x581))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x1350 (and $x291 $x1349)))
(let (($x9883 (and $x1350 (or (not (bvule ?x1389 (_ bv11984 64))) (and (distinct (bvand ?x1379 (_ bv15 64)) (_ bv0 64)) true)))))
(or $x9883))))))))))))))))))
(check-sat)
