; benchmark generated from python API
(set-info :status unknown)
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (and (bvule (_ bv0 32) (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64)))) (bvule (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64))) (_ bv8192 32))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv2 64)))
(assert
 (bvult pelem0_1 (_ bv256 64)))
(assert
 (let (($x443 (= ctaid.x@A (_ bv0 32))))
(let ((?x447 (mem!seq_lens!32 (_ bv0 64))))
(let (($x450 (or (not (= ((_ extract 31 10) ?x447) (_ bv0 22))) (bvule (_ bv512 10) ((_ extract 9 0) ?x447)))))
(let ((?x452 (ite $x450 ?x447 (_ bv512 32))))
(let ((?x441 (bvmul (_ bv4294967295 32) ?x452)))
(let ((?x488 (bvadd (_ bv31 32) (concat (_ bv0 3) ((_ extract 31 3) (bvadd (_ bv519 32) ?x447 ?x441))))))
(let ((?x457 ((_ extract 31 5) ?x488)))
(let (($x501 (= ?x457 (_ bv0 27))))
(let ((?x502 (ite $x501 (_ bv32 32) (concat ?x457 (_ bv0 5)))))
(let ((?x507 (bvudiv_i (bvadd (_ bv511 32) ?x447 ?x441 ?x502) ?x502)))
(let (($x445 (not $x443)))
(let (($x497 (not (and $x445 (bvule ?x507 ctaid.x@A)))))
(let (($x405 (= param!power (_ bv1 32))))
(let (($x1093 (and $x405 $x497 $x443)))
(or $x1093 $x1093))))))))))))))))
(check-sat)
