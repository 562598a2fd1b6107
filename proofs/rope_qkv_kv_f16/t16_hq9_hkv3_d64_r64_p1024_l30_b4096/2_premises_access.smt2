; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.y@A (_ bv15 32)))
(assert
 (bvult ctaid.x@A (_ bv16 32)))
(assert
 (let ((?x340 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x330 (bvadd ?x340 (_ bv0 64))))
 (let ((?x344 (mem!positions!32 ?x330)))
 (and (bvule (_ bv0 32) ?x344) (bvule ?x344 (_ bv1023 32)))))))
(assert
 (let ((?x340 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x330 (bvadd ?x340 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x330)) ?x330))))
(assert
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (let ((?x391 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x390 (bvadd ?x391 (_ bv0 64))))
 (let ((?x415 (mem!positions!32 ?x390)))
 (and (bvule (_ bv0 32) ?x415) (bvule ?x415 (_ bv1023 32)))))))
(assert
 (let ((?x391 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x390 (bvadd ?x391 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x390)) ?x390))))
(assert
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x356 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x366 (and $x302 (not $x356))))
(let (($x380 (bvule (_ bv65536 17) (ite $x366 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x353 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x366)))
(let (($x417 (and $x302 $x356 (not (or (not $x353) $x380)))))
(or $x417 $x366))))))))))
(check-sat)
