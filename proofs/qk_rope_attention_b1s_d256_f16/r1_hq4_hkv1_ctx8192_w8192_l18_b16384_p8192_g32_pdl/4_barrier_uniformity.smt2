; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun v1@B () (_ BitVec 32))
(declare-fun v1@A () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (and (bvule (_ bv0 32) (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64)))) (bvule (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64))) (_ bv8192 32))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (and (bvule (_ bv0 32) (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64)))) (bvule (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64))) (_ bv8192 32))))
(assert
 (let (($x1972 (= ctaid.z@A ctaid.z@B)))
 (let (($x1971 (= ctaid.y@A ctaid.y@B)))
 (let (($x1810 (= ctaid.x@A ctaid.x@B)))
 (and $x1810 $x1971 $x1972)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x446 (mem!seq_lens!32 (_ bv0 64))))
(let (($x453 (or (not (= ((_ extract 31 14) ?x446) (_ bv0 18))) (bvule (_ bv8192 14) ((_ extract 13 0) ?x446)))))
(let ((?x457 (ite $x453 ?x446 (_ bv8192 32))))
(let ((?x475 (bvmul (_ bv4294967295 32) ?x457)))
(let ((?x485 (bvadd (_ bv31 32) (concat (_ bv0 5) ((_ extract 31 5) (bvadd (_ bv8223 32) ?x446 ?x475))))))
(let ((?x459 ((_ extract 31 5) ?x485)))
(let ((?x491 (concat ?x459 (_ bv0 5))))
(let (($x498 (= ?x459 (_ bv0 27))))
(let ((?x499 (ite $x498 (_ bv32 32) ?x491)))
(let ((?x30927 (bvmul ctaid.x@B ?x499)))
(let ((?x31119 (bvadd (_ bv8192 32) ?x446 ?x475 (bvmul (_ bv4294967295 32) ?x30927))))
(let (($x31159 (bvule ?x499 ?x31119)))
(let ((?x31224 (ite $x31159 ?x499 ?x31119)))
(let (($x31325 (not (= ?x31224 (_ bv0 32)))))
(let (($x31160 (= ctaid.x@B (_ bv0 32))))
(let (($x31483 (not $x31160)))
(let (($x31107 (and $x31483 (bvule (bvudiv_i (bvadd (_ bv8191 32) ?x446 ?x475 ?x499) ?x499) ctaid.x@B))))
(let (($x31111 (not $x31107)))
(let (($x405 (= param!power (_ bv1 32))))
(let (($x31112 (and $x405 $x31111 $x31325)))
(let ((?x701 (bvadd (_ bv8192 32) ?x446 ?x475 (bvmul (_ bv4294967295 32) (bvmul ctaid.x@A ?x499)))))
(let (($x702 (bvule ?x499 ?x701)))
(let ((?x658 (ite $x702 ?x499 ?x701)))
(let (($x888 (not (= ?x658 (_ bv0 32)))))
(let (($x442 (= ctaid.x@A (_ bv0 32))))
(let (($x444 (not $x442)))
(let (($x495 (and $x444 (bvule (bvudiv_i (bvadd (_ bv8191 32) ?x446 ?x475 ?x499) ?x499) ctaid.x@A))))
(let (($x489 (not $x495)))
(let (($x837 (and $x405 $x489 $x888)))
(let (($x6793 (and (distinct $x837 $x31112) true)))
(let ((?x504 (bvudiv_i (bvadd (_ bv8191 32) ?x446 ?x475 ?x499) ?x499)))
(let (($x500 (= ?x499 (_ bv0 32))))
(let (($x31277 (and $x405 (not (and $x31483 (bvule (ite $x500 v1@B ?x504) ctaid.x@B))))))
(let (($x511 (and $x405 (not (and $x444 (bvule (ite $x500 v1@A ?x504) ctaid.x@A))))))
(let (($x11874 (and (distinct $x511 $x31277) true)))
(or $x11874 $x6793 $x6793 $x6793 $x6793 $x6793)))))))))))))))))))))))))))))))))))))
(check-sat)
