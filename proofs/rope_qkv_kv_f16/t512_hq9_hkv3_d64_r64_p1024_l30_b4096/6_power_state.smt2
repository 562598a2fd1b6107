; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.y@A (_ bv15 32)))
(assert
 (bvult ctaid.x@A (_ bv512 32)))
(assert
 (let ((?x359 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x356 (bvadd ?x359 (_ bv0 64))))
 (let ((?x345 (mem!positions!32 ?x356)))
 (and (bvule (_ bv0 32) ?x345) (bvule ?x345 (_ bv1023 32)))))))
(assert
 (let ((?x359 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x356 (bvadd ?x359 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x356)) ?x356))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x460 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x462 (and $x302 (not $x460))))
(let (($x473 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x477 (and $x302 $x460 (not $x473))))
(or $x477 $x462)))))))))
(check-sat)
