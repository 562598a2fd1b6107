; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!positions () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (and (bvule (_ bv0 32) (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64)))) (bvule (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64))) (_ bv8192 32))))
(assert
 (let (($x2916 (not (bvule (_ bv0 64) (_ bv0 64)))))
(let (($x472 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x469 (not $x472)))
(let (($x521 (or $x469 (= ((_ extract 31 5) tid.x@A) (_ bv4 27)))))
(let ((?x446 (mem!seq_lens!32 (_ bv0 64))))
(let (($x453 (or (not (= ((_ extract 31 14) ?x446) (_ bv0 18))) (bvule (_ bv8192 14) ((_ extract 13 0) ?x446)))))
(let ((?x457 (ite $x453 ?x446 (_ bv8192 32))))
(let ((?x475 (bvmul (_ bv4294967295 32) ?x457)))
(let ((?x485 (bvadd (_ bv31 32) (concat (_ bv0 5) ((_ extract 31 5) (bvadd (_ bv8223 32) ?x446 ?x475))))))
(let ((?x459 ((_ extract 31 5) ?x485)))
(let (($x498 (= ?x459 (_ bv0 27))))
(let ((?x499 (ite $x498 (_ bv32 32) (concat ?x459 (_ bv0 5)))))
(let ((?x504 (bvudiv_i (bvadd (_ bv8191 32) ?x446 ?x475 ?x499) ?x499)))
(let (($x442 (= ctaid.x@A (_ bv0 32))))
(let (($x444 (not $x442)))
(let (($x489 (not (and $x444 (bvule ?x504 ctaid.x@A)))))
(let (($x405 (= param!power (_ bv1 32))))
(let (($x525 (and $x405 $x489 $x521)))
(let (($x3346 (and $x525 (or $x2916 (and (distinct (bvand base!positions (_ bv3 64)) (_ bv0 64)) true)))))
(or $x3346)))))))))))))))))))))
(check-sat)
