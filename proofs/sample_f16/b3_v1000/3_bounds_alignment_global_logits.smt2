; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun v5@A () Bool)
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
 (let ((?x397 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x398 (bvmul (_ bv1000 63) ?x397)))
(let ((?x391 (concat (_ bv0 31) tid.x@A)))
(let ((?x399 (bvadd ?x391 ?x398)))
(let ((?x400 (concat ?x399 (_ bv0 1))))
(let ((?x385 (bvadd base!logits ?x400)))
(let (($x2116 (or (not (bvule ?x400 (_ bv5998 64))) (and (distinct (bvand ?x385 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
(let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x403 (and $x313 v5@A $x366)))
(let (($x6217 (and $x403 $x2116)))
(let (($x347 (not v5@A)))
(let (($x367 (and $x313 $x347 $x366)))
(let (($x5696 (and $x367 $x2116)))
(or $x5696 $x6217)))))))))))))))))
(check-sat)
