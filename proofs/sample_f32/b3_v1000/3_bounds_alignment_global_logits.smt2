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
 (bvule base!logits (_ bv18446744073709539615 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x399 (concat (_ bv0 30) ctaid.x@A)))
(let ((?x400 (bvmul (_ bv1000 62) ?x399)))
(let ((?x393 (concat (_ bv0 30) tid.x@A)))
(let ((?x401 (bvadd ?x393 ?x400)))
(let ((?x402 (concat ?x401 (_ bv0 2))))
(let ((?x405 (bvadd base!logits ?x402)))
(let (($x3901 (or (not (bvule ?x402 (_ bv11996 64))) (and (distinct (bvand ?x405 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
(let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x394 (and $x313 v5@A $x366)))
(let (($x5677 (and $x394 $x3901)))
(let (($x347 (not v5@A)))
(let (($x367 (and $x313 $x347 $x366)))
(let (($x5162 (and $x367 $x3901)))
(or $x5162 $x5677)))))))))))))))))
(check-sat)
