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
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (let ((?x356 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x353 (bvadd ?x356 (_ bv0 64))))
 (let ((?x342 (mem!positions!32 ?x353)))
 (and (bvule (_ bv0 32) ?x342) (bvule ?x342 (_ bv1023 32)))))))
(assert
 (let ((?x356 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x353 (bvadd ?x356 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x353)) ?x353))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x107 (not $x99)))
(let (($x457 (or $x107 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x299 (= param!power (_ bv1 32))))
(let (($x459 (and $x299 (not $x457))))
(let (($x470 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x474 (and $x299 $x457 (not $x470))))
(or $x474 $x459)))))))))
(check-sat)
