; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv128 32)))
(assert
 (let ((?x263 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x263) (bvule ?x263 (_ bv1024 32)))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x473 (mem!block_tables!32 (bvadd ?x491 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x473) (bvule ?x473 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1891 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1878 (mem!block_tables!32 (bvadd ?x1891 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1878) (bvule ?x1878 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2401 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2382 (mem!block_tables!32 (bvadd ?x2401 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2382) (bvule ?x2382 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2913 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2889 (mem!block_tables!32 (bvadd ?x2913 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2889) (bvule ?x2889 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3437 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3416 (mem!block_tables!32 (bvadd ?x3437 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3416) (bvule ?x3416 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3964 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3955 (mem!block_tables!32 (bvadd ?x3964 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3955) (bvule ?x3955 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4497 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4491 (mem!block_tables!32 (bvadd ?x4497 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4491) (bvule ?x4491 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5036 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5028 (mem!block_tables!32 (bvadd ?x5036 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5028) (bvule ?x5028 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x473 (mem!block_tables!32 (bvadd ?x491 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x473) (bvule ?x473 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7052 (bvadd (_ bv32 64) ?x491)))
 (let ((?x7026 (mem!block_tables!32 (bvadd ?x7052 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7026) (bvule ?x7026 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7648 (bvadd (_ bv64 64) ?x491)))
 (let ((?x7647 (mem!block_tables!32 (bvadd ?x7648 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7647) (bvule ?x7647 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8231 (bvadd (_ bv96 64) ?x491)))
 (let ((?x8204 (mem!block_tables!32 (bvadd ?x8231 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8204) (bvule ?x8204 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8818 (bvadd (_ bv128 64) ?x491)))
 (let ((?x8806 (mem!block_tables!32 (bvadd ?x8818 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8806) (bvule ?x8806 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9406 (bvadd (_ bv160 64) ?x491)))
 (let ((?x9394 (mem!block_tables!32 (bvadd ?x9406 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9394) (bvule ?x9394 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9996 (bvadd (_ bv192 64) ?x491)))
 (let ((?x9995 (mem!block_tables!32 (bvadd ?x9996 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9995) (bvule ?x9995 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10584 (bvadd (_ bv224 64) ?x491)))
 (let ((?x10572 (mem!block_tables!32 (bvadd ?x10584 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10572) (bvule ?x10572 (_ bv4095 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv128 32)))
(assert
 (let ((?x14725 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14725) (bvule ?x14725 (_ bv1024 32)))))
(assert
 (let ((?x14599 ((_ extract 31 4) tid.x@B)))
 (let ((?x14600 (concat (_ bv0 34) ?x14599)))
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14604 (concat (bvadd ?x14602 ?x14600) (_ bv0 2))))
 (let ((?x14648 (mem!block_tables!32 (bvadd ?x14604 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14648) (bvule ?x14648 (_ bv4095 32)))))))))
(assert
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14716 (concat (bvadd ?x14602 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14718 (mem!block_tables!32 (bvadd ?x14716 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14718) (bvule ?x14718 (_ bv4095 32)))))))
(assert
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14706 (concat (bvadd ?x14602 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14708 (mem!block_tables!32 (bvadd ?x14706 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14708) (bvule ?x14708 (_ bv4095 32)))))))
(assert
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14696 (concat (bvadd ?x14602 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14698 (mem!block_tables!32 (bvadd ?x14696 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14698) (bvule ?x14698 (_ bv4095 32)))))))
(assert
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14686 (concat (bvadd ?x14602 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14688 (mem!block_tables!32 (bvadd ?x14686 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14688) (bvule ?x14688 (_ bv4095 32)))))))
(assert
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14676 (concat (bvadd ?x14602 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14678 (mem!block_tables!32 (bvadd ?x14676 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14678) (bvule ?x14678 (_ bv4095 32)))))))
(assert
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14666 (concat (bvadd ?x14602 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14668 (mem!block_tables!32 (bvadd ?x14666 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14668) (bvule ?x14668 (_ bv4095 32)))))))
(assert
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14656 (concat (bvadd ?x14602 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14658 (mem!block_tables!32 (bvadd ?x14656 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14658) (bvule ?x14658 (_ bv4095 32)))))))
(assert
 (let ((?x14599 ((_ extract 31 4) tid.x@B)))
 (let ((?x14600 (concat (_ bv0 34) ?x14599)))
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14604 (concat (bvadd ?x14602 ?x14600) (_ bv0 2))))
 (let ((?x14648 (mem!block_tables!32 (bvadd ?x14604 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14648) (bvule ?x14648 (_ bv4095 32)))))))))
(assert
 (let ((?x14599 ((_ extract 31 4) tid.x@B)))
 (let ((?x14600 (concat (_ bv0 34) ?x14599)))
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14604 (concat (bvadd ?x14602 ?x14600) (_ bv0 2))))
 (let ((?x14641 (bvadd (_ bv32 64) ?x14604)))
 (let ((?x14643 (mem!block_tables!32 (bvadd ?x14641 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14643) (bvule ?x14643 (_ bv4095 32))))))))))
(assert
 (let ((?x14599 ((_ extract 31 4) tid.x@B)))
 (let ((?x14600 (concat (_ bv0 34) ?x14599)))
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14604 (concat (bvadd ?x14602 ?x14600) (_ bv0 2))))
 (let ((?x14635 (bvadd (_ bv64 64) ?x14604)))
 (let ((?x14637 (mem!block_tables!32 (bvadd ?x14635 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14637) (bvule ?x14637 (_ bv4095 32))))))))))
(assert
 (let ((?x14599 ((_ extract 31 4) tid.x@B)))
 (let ((?x14600 (concat (_ bv0 34) ?x14599)))
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14604 (concat (bvadd ?x14602 ?x14600) (_ bv0 2))))
 (let ((?x14629 (bvadd (_ bv96 64) ?x14604)))
 (let ((?x14631 (mem!block_tables!32 (bvadd ?x14629 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14631) (bvule ?x14631 (_ bv4095 32))))))))))
(assert
 (let ((?x14599 ((_ extract 31 4) tid.x@B)))
 (let ((?x14600 (concat (_ bv0 34) ?x14599)))
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14604 (concat (bvadd ?x14602 ?x14600) (_ bv0 2))))
 (let ((?x14623 (bvadd (_ bv128 64) ?x14604)))
 (let ((?x14625 (mem!block_tables!32 (bvadd ?x14623 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14625) (bvule ?x14625 (_ bv4095 32))))))))))
(assert
 (let ((?x14599 ((_ extract 31 4) tid.x@B)))
 (let ((?x14600 (concat (_ bv0 34) ?x14599)))
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14604 (concat (bvadd ?x14602 ?x14600) (_ bv0 2))))
 (let ((?x14617 (bvadd (_ bv160 64) ?x14604)))
 (let ((?x14619 (mem!block_tables!32 (bvadd ?x14617 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14619) (bvule ?x14619 (_ bv4095 32))))))))))
(assert
 (let ((?x14599 ((_ extract 31 4) tid.x@B)))
 (let ((?x14600 (concat (_ bv0 34) ?x14599)))
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14604 (concat (bvadd ?x14602 ?x14600) (_ bv0 2))))
 (let ((?x14611 (bvadd (_ bv192 64) ?x14604)))
 (let ((?x14613 (mem!block_tables!32 (bvadd ?x14611 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14613) (bvule ?x14613 (_ bv4095 32))))))))))
(assert
 (let ((?x14599 ((_ extract 31 4) tid.x@B)))
 (let ((?x14600 (concat (_ bv0 34) ?x14599)))
 (let ((?x14602 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14604 (concat (bvadd ?x14602 ?x14600) (_ bv0 2))))
 (let ((?x14605 (bvadd (_ bv224 64) ?x14604)))
 (let ((?x14607 (mem!block_tables!32 (bvadd ?x14605 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14607) (bvule ?x14607 (_ bv4095 32))))))))))
(assert
 (let (($x122 (= ctaid.z@A ctaid.z@B)))
 (let (($x133 (= ctaid.y@A ctaid.y@B)))
 (let (($x78 (= ctaid.x@A ctaid.x@B)))
 (and $x78 $x133 $x122)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x253 (= param!power (_ bv1 32))))
(let (($x21340 (and (distinct $x253 $x253) true)))
(or $x21340 $x21340 $x21340 $x21340 $x21340 $x21340))))
(check-sat)
