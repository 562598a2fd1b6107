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
 (bvult ctaid.z@A (_ bv64 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1899 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1886 (mem!block_tables!32 (bvadd ?x1899 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1886) (bvule ?x1886 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2409 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2390 (mem!block_tables!32 (bvadd ?x2409 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2390) (bvule ?x2390 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2921 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2897 (mem!block_tables!32 (bvadd ?x2921 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2897) (bvule ?x2897 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3445 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3424 (mem!block_tables!32 (bvadd ?x3445 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3424) (bvule ?x3424 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3972 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3963 (mem!block_tables!32 (bvadd ?x3972 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3963) (bvule ?x3963 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4505 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4499 (mem!block_tables!32 (bvadd ?x4505 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4499) (bvule ?x4499 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5044 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5036 (mem!block_tables!32 (bvadd ?x5044 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5036) (bvule ?x5036 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7060 (bvadd (_ bv32 64) ?x493)))
 (let ((?x7034 (mem!block_tables!32 (bvadd ?x7060 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7034) (bvule ?x7034 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7656 (bvadd (_ bv64 64) ?x493)))
 (let ((?x7655 (mem!block_tables!32 (bvadd ?x7656 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7655) (bvule ?x7655 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8239 (bvadd (_ bv96 64) ?x493)))
 (let ((?x8212 (mem!block_tables!32 (bvadd ?x8239 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8212) (bvule ?x8212 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8826 (bvadd (_ bv128 64) ?x493)))
 (let ((?x8814 (mem!block_tables!32 (bvadd ?x8826 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8814) (bvule ?x8814 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9414 (bvadd (_ bv160 64) ?x493)))
 (let ((?x9402 (mem!block_tables!32 (bvadd ?x9414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9402) (bvule ?x9402 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10004 (bvadd (_ bv192 64) ?x493)))
 (let ((?x10003 (mem!block_tables!32 (bvadd ?x10004 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10003) (bvule ?x10003 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10592 (bvadd (_ bv224 64) ?x493)))
 (let ((?x10580 (mem!block_tables!32 (bvadd ?x10592 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10580) (bvule ?x10580 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv64 32)))
(assert
 (let ((?x14734 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14734) (bvule ?x14734 (_ bv1024 32)))))
(assert
 (let ((?x14608 ((_ extract 31 4) tid.x@B)))
 (let ((?x14609 (concat (_ bv0 34) ?x14608)))
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14613 (concat (bvadd ?x14611 ?x14609) (_ bv0 2))))
 (let ((?x14657 (mem!block_tables!32 (bvadd ?x14613 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14657) (bvule ?x14657 (_ bv4095 32)))))))))
(assert
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14725 (concat (bvadd ?x14611 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14727 (mem!block_tables!32 (bvadd ?x14725 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14727) (bvule ?x14727 (_ bv4095 32)))))))
(assert
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14715 (concat (bvadd ?x14611 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14717 (mem!block_tables!32 (bvadd ?x14715 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14717) (bvule ?x14717 (_ bv4095 32)))))))
(assert
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14705 (concat (bvadd ?x14611 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14707 (mem!block_tables!32 (bvadd ?x14705 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14707) (bvule ?x14707 (_ bv4095 32)))))))
(assert
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14695 (concat (bvadd ?x14611 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14697 (mem!block_tables!32 (bvadd ?x14695 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14697) (bvule ?x14697 (_ bv4095 32)))))))
(assert
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14685 (concat (bvadd ?x14611 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14687 (mem!block_tables!32 (bvadd ?x14685 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14687) (bvule ?x14687 (_ bv4095 32)))))))
(assert
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14675 (concat (bvadd ?x14611 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14677 (mem!block_tables!32 (bvadd ?x14675 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14677) (bvule ?x14677 (_ bv4095 32)))))))
(assert
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14665 (concat (bvadd ?x14611 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14667 (mem!block_tables!32 (bvadd ?x14665 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14667) (bvule ?x14667 (_ bv4095 32)))))))
(assert
 (let ((?x14608 ((_ extract 31 4) tid.x@B)))
 (let ((?x14609 (concat (_ bv0 34) ?x14608)))
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14613 (concat (bvadd ?x14611 ?x14609) (_ bv0 2))))
 (let ((?x14657 (mem!block_tables!32 (bvadd ?x14613 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14657) (bvule ?x14657 (_ bv4095 32)))))))))
(assert
 (let ((?x14608 ((_ extract 31 4) tid.x@B)))
 (let ((?x14609 (concat (_ bv0 34) ?x14608)))
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14613 (concat (bvadd ?x14611 ?x14609) (_ bv0 2))))
 (let ((?x14650 (bvadd (_ bv32 64) ?x14613)))
 (let ((?x14652 (mem!block_tables!32 (bvadd ?x14650 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14652) (bvule ?x14652 (_ bv4095 32))))))))))
(assert
 (let ((?x14608 ((_ extract 31 4) tid.x@B)))
 (let ((?x14609 (concat (_ bv0 34) ?x14608)))
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14613 (concat (bvadd ?x14611 ?x14609) (_ bv0 2))))
 (let ((?x14644 (bvadd (_ bv64 64) ?x14613)))
 (let ((?x14646 (mem!block_tables!32 (bvadd ?x14644 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14646) (bvule ?x14646 (_ bv4095 32))))))))))
(assert
 (let ((?x14608 ((_ extract 31 4) tid.x@B)))
 (let ((?x14609 (concat (_ bv0 34) ?x14608)))
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14613 (concat (bvadd ?x14611 ?x14609) (_ bv0 2))))
 (let ((?x14638 (bvadd (_ bv96 64) ?x14613)))
 (let ((?x14640 (mem!block_tables!32 (bvadd ?x14638 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14640) (bvule ?x14640 (_ bv4095 32))))))))))
(assert
 (let ((?x14608 ((_ extract 31 4) tid.x@B)))
 (let ((?x14609 (concat (_ bv0 34) ?x14608)))
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14613 (concat (bvadd ?x14611 ?x14609) (_ bv0 2))))
 (let ((?x14632 (bvadd (_ bv128 64) ?x14613)))
 (let ((?x14634 (mem!block_tables!32 (bvadd ?x14632 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14634) (bvule ?x14634 (_ bv4095 32))))))))))
(assert
 (let ((?x14608 ((_ extract 31 4) tid.x@B)))
 (let ((?x14609 (concat (_ bv0 34) ?x14608)))
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14613 (concat (bvadd ?x14611 ?x14609) (_ bv0 2))))
 (let ((?x14626 (bvadd (_ bv160 64) ?x14613)))
 (let ((?x14628 (mem!block_tables!32 (bvadd ?x14626 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14628) (bvule ?x14628 (_ bv4095 32))))))))))
(assert
 (let ((?x14608 ((_ extract 31 4) tid.x@B)))
 (let ((?x14609 (concat (_ bv0 34) ?x14608)))
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14613 (concat (bvadd ?x14611 ?x14609) (_ bv0 2))))
 (let ((?x14620 (bvadd (_ bv192 64) ?x14613)))
 (let ((?x14622 (mem!block_tables!32 (bvadd ?x14620 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14622) (bvule ?x14622 (_ bv4095 32))))))))))
(assert
 (let ((?x14608 ((_ extract 31 4) tid.x@B)))
 (let ((?x14609 (concat (_ bv0 34) ?x14608)))
 (let ((?x14611 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14613 (concat (bvadd ?x14611 ?x14609) (_ bv0 2))))
 (let ((?x14614 (bvadd (_ bv224 64) ?x14613)))
 (let ((?x14616 (mem!block_tables!32 (bvadd ?x14614 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14616) (bvule ?x14616 (_ bv4095 32))))))))))
(assert
 (let (($x583 (= ctaid.z@A ctaid.z@B)))
 (let (($x624 (= ctaid.y@A ctaid.y@B)))
 (let (($x647 (= ctaid.x@A ctaid.x@B)))
 (and $x647 $x624 $x583)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x256 (= param!power (_ bv1 32))))
(let (($x21339 (and (distinct $x256 $x256) true)))
(or $x21339 $x21339 $x21339 $x21339 $x21339 $x21339))))
(check-sat)
