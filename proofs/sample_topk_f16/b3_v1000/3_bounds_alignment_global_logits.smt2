; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun v282@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073709545615 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvule v282@A (_ bv0 64)))
(assert
 (let ((?x1387 (concat ((_ extract 19 0) v282@A) (_ bv0 10))))
(let ((?x608 ((_ extract 29 0) tid.x@A)))
(let ((?x1388 (bvadd ?x608 ?x1387)))
(let ((?x1411 (concat (_ bv0 31) ?x1388 (_ bv0 2))))
(let ((?x1408 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x1409 (bvmul (_ bv1000 63) ?x1408)))
(let ((?x1412 (bvadd ?x1409 ?x1411)))
(let ((?x1413 (concat ?x1412 (_ bv0 1))))
(let ((?x1403 (bvadd base!logits ?x1413)))
(let ((?x587 ((_ extract 7 0) tid.x@A)))
(let (($x591 (bvule (_ bv250 8) ?x587)))
(let (($x1361 (= ((_ extract 31 8) (bvadd tid.x@A (concat ((_ extract 21 0) v282@A) (_ bv0 10)))) (_ bv0 24))))
(let (($x1373 (not (or (not $x1361) $x591))))
(let (($x291 (= param!power (_ bv1 32))))
(let (($x1374 (and $x291 $x1373)))
(let (($x10691 (and $x1374 (or (not (bvule ?x1413 (_ bv5992 64))) (and (distinct (bvand ?x1403 (_ bv7 64)) (_ bv0 64)) true)))))
(or $x10691))))))))))))))))))
(check-sat)
