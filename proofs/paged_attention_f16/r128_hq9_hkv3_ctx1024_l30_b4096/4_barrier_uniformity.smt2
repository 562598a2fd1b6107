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
 (let ((?x14726 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14726) (bvule ?x14726 (_ bv1024 32)))))
(assert
 (let ((?x14600 ((_ extract 31 4) tid.x@B)))
 (let ((?x14601 (concat (_ bv0 34) ?x14600)))
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14605 (concat (bvadd ?x14603 ?x14601) (_ bv0 2))))
 (let ((?x14649 (mem!block_tables!32 (bvadd ?x14605 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14649) (bvule ?x14649 (_ bv4095 32)))))))))
(assert
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14717 (concat (bvadd ?x14603 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14719 (mem!block_tables!32 (bvadd ?x14717 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14719) (bvule ?x14719 (_ bv4095 32)))))))
(assert
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14707 (concat (bvadd ?x14603 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14709 (mem!block_tables!32 (bvadd ?x14707 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14709) (bvule ?x14709 (_ bv4095 32)))))))
(assert
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14697 (concat (bvadd ?x14603 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14699 (mem!block_tables!32 (bvadd ?x14697 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14699) (bvule ?x14699 (_ bv4095 32)))))))
(assert
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14687 (concat (bvadd ?x14603 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14689 (mem!block_tables!32 (bvadd ?x14687 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14689) (bvule ?x14689 (_ bv4095 32)))))))
(assert
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14677 (concat (bvadd ?x14603 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14679 (mem!block_tables!32 (bvadd ?x14677 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14679) (bvule ?x14679 (_ bv4095 32)))))))
(assert
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14667 (concat (bvadd ?x14603 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14669 (mem!block_tables!32 (bvadd ?x14667 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14669) (bvule ?x14669 (_ bv4095 32)))))))
(assert
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14657 (concat (bvadd ?x14603 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14659 (mem!block_tables!32 (bvadd ?x14657 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14659) (bvule ?x14659 (_ bv4095 32)))))))
(assert
 (let ((?x14600 ((_ extract 31 4) tid.x@B)))
 (let ((?x14601 (concat (_ bv0 34) ?x14600)))
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14605 (concat (bvadd ?x14603 ?x14601) (_ bv0 2))))
 (let ((?x14649 (mem!block_tables!32 (bvadd ?x14605 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14649) (bvule ?x14649 (_ bv4095 32)))))))))
(assert
 (let ((?x14600 ((_ extract 31 4) tid.x@B)))
 (let ((?x14601 (concat (_ bv0 34) ?x14600)))
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14605 (concat (bvadd ?x14603 ?x14601) (_ bv0 2))))
 (let ((?x14642 (bvadd (_ bv32 64) ?x14605)))
 (let ((?x14644 (mem!block_tables!32 (bvadd ?x14642 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14644) (bvule ?x14644 (_ bv4095 32))))))))))
(assert
 (let ((?x14600 ((_ extract 31 4) tid.x@B)))
 (let ((?x14601 (concat (_ bv0 34) ?x14600)))
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14605 (concat (bvadd ?x14603 ?x14601) (_ bv0 2))))
 (let ((?x14636 (bvadd (_ bv64 64) ?x14605)))
 (let ((?x14638 (mem!block_tables!32 (bvadd ?x14636 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14638) (bvule ?x14638 (_ bv4095 32))))))))))
(assert
 (let ((?x14600 ((_ extract 31 4) tid.x@B)))
 (let ((?x14601 (concat (_ bv0 34) ?x14600)))
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14605 (concat (bvadd ?x14603 ?x14601) (_ bv0 2))))
 (let ((?x14630 (bvadd (_ bv96 64) ?x14605)))
 (let ((?x14632 (mem!block_tables!32 (bvadd ?x14630 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14632) (bvule ?x14632 (_ bv4095 32))))))))))
(assert
 (let ((?x14600 ((_ extract 31 4) tid.x@B)))
 (let ((?x14601 (concat (_ bv0 34) ?x14600)))
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14605 (concat (bvadd ?x14603 ?x14601) (_ bv0 2))))
 (let ((?x14624 (bvadd (_ bv128 64) ?x14605)))
 (let ((?x14626 (mem!block_tables!32 (bvadd ?x14624 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14626) (bvule ?x14626 (_ bv4095 32))))))))))
(assert
 (let ((?x14600 ((_ extract 31 4) tid.x@B)))
 (let ((?x14601 (concat (_ bv0 34) ?x14600)))
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14605 (concat (bvadd ?x14603 ?x14601) (_ bv0 2))))
 (let ((?x14618 (bvadd (_ bv160 64) ?x14605)))
 (let ((?x14620 (mem!block_tables!32 (bvadd ?x14618 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14620) (bvule ?x14620 (_ bv4095 32))))))))))
(assert
 (let ((?x14600 ((_ extract 31 4) tid.x@B)))
 (let ((?x14601 (concat (_ bv0 34) ?x14600)))
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14605 (concat (bvadd ?x14603 ?x14601) (_ bv0 2))))
 (let ((?x14612 (bvadd (_ bv192 64) ?x14605)))
 (let ((?x14614 (mem!block_tables!32 (bvadd ?x14612 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14614) (bvule ?x14614 (_ bv4095 32))))))))))
(assert
 (let ((?x14600 ((_ extract 31 4) tid.x@B)))
 (let ((?x14601 (concat (_ bv0 34) ?x14600)))
 (let ((?x14603 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14605 (concat (bvadd ?x14603 ?x14601) (_ bv0 2))))
 (let ((?x14606 (bvadd (_ bv224 64) ?x14605)))
 (let ((?x14608 (mem!block_tables!32 (bvadd ?x14606 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14608) (bvule ?x14608 (_ bv4095 32))))))))))
(assert
 (let (($x10575 (= ctaid.z@A ctaid.z@B)))
 (let (($x923 (= ctaid.y@A ctaid.y@B)))
 (let (($x925 (= ctaid.x@A ctaid.x@B)))
 (and $x925 $x923 $x10575)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x253 (= param!power (_ bv1 32))))
(let (($x10506 (and (distinct $x253 $x253) true)))
(or $x10506 $x10506 $x10506 $x10506 $x10506 $x10506))))
(check-sat)
