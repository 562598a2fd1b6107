; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.y@A (_ bv6 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (let ((?x358 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A))))
 (let ((?x355 (bvadd ?x358 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x355)) ?x355))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x110 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x117 (not $x110)))
(let (($x352 (or $x117 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x353 (not $x352)))
(let (($x364 (or $x353 (not (or $x117 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x340 (= param!power (_ bv1 32))))
(let (($x575 (and $x340 $x364 $x353)))
(let (($x544 (and $x340 $x353)))
(let ((?x392 (ite $x544 (_ bv0 19) ((_ extract 18 0) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)))))))
(let (($x496 (= ((_ extract 31 19) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)))) (_ bv0 13))))
(let (($x395 (not (or (not (or $x496 $x544)) (bvule (_ bv262144 19) ?x392)))))
(let (($x749 (and $x340 $x364 $x352 $x395)))
(let (($x408 (and $x340 (not $x364) $x395)))
(or $x408 $x408 $x408 $x408 $x408 $x408 $x408 $x408 $x749 $x749 $x749 $x749 $x749 $x749 $x749 $x749 $x575 $x575 $x575 $x575 $x575 $x575 $x575 $x575)))))))))))))))
(check-sat)
