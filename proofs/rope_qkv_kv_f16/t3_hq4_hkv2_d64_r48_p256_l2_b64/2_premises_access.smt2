; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.y@A (_ bv8 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x351 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x333 (bvadd ?x351 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x333)) ?x333))))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (let ((?x340 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x408 (bvadd ?x340 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x408)) ?x408))))
(assert
 (let (($x326 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
(let (($x376 (or $x326 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x303 (= param!power (_ bv1 32))))
(let (($x372 (and $x303 (not $x376))))
(let (($x419 (bvule (_ bv1024 11) (ite $x372 (_ bv0 11) ((_ extract 10 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x360 (or (= ((_ extract 31 11) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 21)) $x372)))
(let (($x417 (and $x303 $x376 (not (or (not $x360) $x419)))))
(or $x417 $x372)))))))))
(check-sat)
