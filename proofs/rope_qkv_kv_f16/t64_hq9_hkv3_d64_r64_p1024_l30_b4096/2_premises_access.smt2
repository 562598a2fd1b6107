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
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x339 (_ bv0 64))))
 (let ((?x343 (mem!positions!32 ?x329)))
 (and (bvule (_ bv0 32) ?x343) (bvule ?x343 (_ bv1023 32)))))))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x329 (bvadd ?x339 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x329)) ?x329))))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (let ((?x389 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x415 (bvadd ?x389 (_ bv0 64))))
 (let ((?x359 (mem!positions!32 ?x415)))
 (and (bvule (_ bv0 32) ?x359) (bvule ?x359 (_ bv1023 32)))))))
(assert
 (let ((?x389 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x415 (bvadd ?x389 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x415)) ?x415))))
(assert
 (let (($x100 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x108 (not $x100)))
(let (($x355 (or $x108 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x301 (= param!power (_ bv1 32))))
(let (($x365 (and $x301 (not $x355))))
(let (($x379 (bvule (_ bv65536 17) (ite $x365 (_ bv0 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x352 (or (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15)) $x365)))
(let (($x416 (and $x301 $x355 (not (or (not $x352) $x379)))))
(or $x416 $x365))))))))))
(check-sat)
