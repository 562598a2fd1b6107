; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.y@A (_ bv8 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x347 (bvadd ?x339 (_ bv0 64))))
 (let ((?x377 (mem!positions!32 ?x347)))
 (and (bvule (_ bv0 32) ?x377) (bvule ?x377 (_ bv255 32)))))))
(assert
 (let ((?x339 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x347 (bvadd ?x339 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x347)) ?x347))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x324 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
(let (($x470 (or $x324 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x302 (= param!power (_ bv1 32))))
(let (($x472 (and $x302 (not $x470))))
(let (($x483 (or (not (= ((_ extract 31 11) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 21))) (bvule (_ bv1024 11) ((_ extract 10 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x487 (and $x302 $x470 (not $x483))))
(or $x487 $x472))))))))
(check-sat)
