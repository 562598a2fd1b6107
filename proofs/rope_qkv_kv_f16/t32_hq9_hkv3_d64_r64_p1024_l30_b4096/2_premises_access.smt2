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
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x326 (bvadd ?x336 (_ bv0 64))))
 (let ((?x340 (mem!positions!32 ?x326)))
 (and (bvule (_ bv0 32) ?x340) (bvule ?x340 (_ bv1023 32)))))))
(assert
 (let ((?x336 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x326 (bvadd ?x336 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x326)) ?x326))))
(assert
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (let ((?x387 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x386 (bvadd ?x387 (_ bv0 64))))
 (let ((?x411 (mem!positions!32 ?x386)))
 (and (bvule (_ bv0 32) ?x411) (bvule ?x411 (_ bv1023 32)))))))
(assert
 (let ((?x387 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x386 (bvadd ?x387 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x386)) ?x386))))
(assert
 (let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x107 (not $x99)))
(let (($x352 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x298 (= param!power (_ bv1 32))))
(let (($x362 (and $x298 (not $x352))))
(let (($x376 (bvule (_ bv65536 17) (ite $x362 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x349 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x362)))
(let (($x413 (and $x298 $x352 (not (or (not $x349) $x376)))))
(or $x413 $x362))))))))))
(check-sat)
