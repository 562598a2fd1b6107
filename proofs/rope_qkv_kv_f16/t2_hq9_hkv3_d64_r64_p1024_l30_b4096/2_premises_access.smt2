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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (let ((?x338 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x338 (_ bv0 64))))
 (let ((?x342 (mem!positions!32 ?x329)))
 (and (bvule (_ bv0 32) ?x342) (bvule ?x342 (_ bv1023 32)))))))
(assert
 (let ((?x338 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x338 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x329)) ?x329))))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (let ((?x389 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x388 (bvadd ?x389 (_ bv0 64))))
 (let ((?x387 (mem!positions!32 ?x388)))
 (and (bvule (_ bv0 32) ?x387) (bvule ?x387 (_ bv1023 32)))))))
(assert
 (let ((?x389 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x388 (bvadd ?x389 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x388)) ?x388))))
(assert
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x354 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x364 (and $x302 (not $x354))))
(let (($x424 (bvule (_ bv65536 17) (ite $x364 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x351 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x364)))
(let (($x406 (and $x302 $x354 (not (or (not $x351) $x424)))))
(or $x406 $x364))))))))))
(check-sat)
