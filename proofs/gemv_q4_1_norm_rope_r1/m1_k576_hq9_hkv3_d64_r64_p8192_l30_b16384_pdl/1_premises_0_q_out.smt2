; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv120 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x361 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x433 (bvadd ?x361 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x433)) ?x433))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let ((?x379 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let ((?x436 ((_ extract 8 5) ?x379)))
(let (($x395 (bvule (_ bv9 4) ?x436)))
(let (($x389 (= ((_ extract 30 9) ?x379) (_ bv0 22))))
(let (($x401 (not $x389)))
(let (($x493 (or $x401 $x395)))
(let (($x153 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x159 (not $x153)))
(let ((?x154 ((_ extract 0 0) ctaid.y@A)))
(let (($x158 (= ?x154 (_ bv1 1))))
(let (($x414 (or $x158 $x159 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))))
(let (($x417 (not $x414)))
(let ((?x398 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x400 (bvule (_ bv960 10) (concat ?x398 (_ bv0 1)))))
(let (($x405 (not (or $x401 $x400))))
(let (($x340 (= param!power (_ bv1 32))))
(and $x340 $x405 $x417 (not $x493)))))))))))))))))))
(check-sat)
