; benchmark generated from python API
(set-info :status unknown)
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (and (bvule (_ bv0 32) (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64)))) (bvule (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64))) (_ bv8192 32))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv2 64)))
(assert
 (bvult pelem0_1 (_ bv256 64)))
(assert
 (let (($x442 (= ctaid.x@A (_ bv0 32))))
(let ((?x446 (mem!seq_lens!32 (_ bv0 64))))
(let (($x453 (or (not (= ((_ extract 31 14) ?x446) (_ bv0 18))) (bvule (_ bv8192 14) ((_ extract 13 0) ?x446)))))
(let ((?x457 (ite $x453 ?x446 (_ bv8192 32))))
(let ((?x475 (bvmul (_ bv4294967295 32) ?x457)))
(let ((?x485 (bvadd (_ bv31 32) (concat (_ bv0 5) ((_ extract 31 5) (bvadd (_ bv8223 32) ?x446 ?x475))))))
(let ((?x459 ((_ extract 31 5) ?x485)))
(let (($x498 (= ?x459 (_ bv0 27))))
(let ((?x499 (ite $x498 (_ bv32 32) (concat ?x459 (_ bv0 5)))))
(let ((?x504 (bvudiv_i (bvadd (_ bv8191 32) ?x446 ?x475 ?x499) ?x499)))
(let (($x444 (not $x442)))
(let (($x489 (not (and $x444 (bvule ?x504 ctaid.x@A)))))
(let (($x405 (= param!power (_ bv1 32))))
(let (($x1091 (and $x405 $x489 $x442)))
(or $x1091 $x1091))))))))))))))))
(check-sat)
