; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.y@A (_ bv8 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (let ((?x350 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x331 (bvadd ?x350 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x331)) ?x331))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x324 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
(let (($x375 (or $x324 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x371 (and $x302 (not $x375))))
(let (($x418 (bvule (_ bv1024 11) (ite $x371 (_ bv0 11) ((_ extract 10 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x359 (or (= ((_ extract 31 11) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 21)) $x371)))
(let (($x416 (and $x302 $x375 (not (or (not $x359) $x418)))))
(or $x416 $x371)))))))))
(check-sat)
