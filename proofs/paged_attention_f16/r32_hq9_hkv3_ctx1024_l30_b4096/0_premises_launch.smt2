; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
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
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744072929411071 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709543423 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
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
 (bvult ctaid.z@A (_ bv32 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1907 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1894 (mem!block_tables!32 (bvadd ?x1907 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1894) (bvule ?x1894 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2417 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2398 (mem!block_tables!32 (bvadd ?x2417 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2398) (bvule ?x2398 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2929 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2905 (mem!block_tables!32 (bvadd ?x2929 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2905) (bvule ?x2905 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3453 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3432 (mem!block_tables!32 (bvadd ?x3453 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3432) (bvule ?x3432 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3980 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3971 (mem!block_tables!32 (bvadd ?x3980 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3971) (bvule ?x3971 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4513 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4507 (mem!block_tables!32 (bvadd ?x4513 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4507) (bvule ?x4507 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5052 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5044 (mem!block_tables!32 (bvadd ?x5052 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5044) (bvule ?x5044 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7068 (bvadd (_ bv32 64) ?x493)))
 (let ((?x7042 (mem!block_tables!32 (bvadd ?x7068 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7042) (bvule ?x7042 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7664 (bvadd (_ bv64 64) ?x493)))
 (let ((?x7663 (mem!block_tables!32 (bvadd ?x7664 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7663) (bvule ?x7663 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8247 (bvadd (_ bv96 64) ?x493)))
 (let ((?x8220 (mem!block_tables!32 (bvadd ?x8247 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8220) (bvule ?x8220 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8834 (bvadd (_ bv128 64) ?x493)))
 (let ((?x8822 (mem!block_tables!32 (bvadd ?x8834 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8822) (bvule ?x8822 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9422 (bvadd (_ bv160 64) ?x493)))
 (let ((?x9410 (mem!block_tables!32 (bvadd ?x9422 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9410) (bvule ?x9410 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10012 (bvadd (_ bv192 64) ?x493)))
 (let ((?x10011 (mem!block_tables!32 (bvadd ?x10012 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10011) (bvule ?x10011 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10600 (bvadd (_ bv224 64) ?x493)))
 (let ((?x10588 (mem!block_tables!32 (bvadd ?x10600 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10588) (bvule ?x10588 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv32 32)))
(assert
 (let ((?x14743 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14743) (bvule ?x14743 (_ bv1024 32)))))
(assert
 (let ((?x14617 ((_ extract 31 4) tid.x@B)))
 (let ((?x14618 (concat (_ bv0 34) ?x14617)))
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14622 (concat (bvadd ?x14620 ?x14618) (_ bv0 2))))
 (let ((?x14666 (mem!block_tables!32 (bvadd ?x14622 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14666) (bvule ?x14666 (_ bv4095 32)))))))))
(assert
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14734 (concat (bvadd ?x14620 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14736 (mem!block_tables!32 (bvadd ?x14734 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14736) (bvule ?x14736 (_ bv4095 32)))))))
(assert
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14724 (concat (bvadd ?x14620 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14726 (mem!block_tables!32 (bvadd ?x14724 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14726) (bvule ?x14726 (_ bv4095 32)))))))
(assert
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14714 (concat (bvadd ?x14620 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14716 (mem!block_tables!32 (bvadd ?x14714 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14716) (bvule ?x14716 (_ bv4095 32)))))))
(assert
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14704 (concat (bvadd ?x14620 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14706 (mem!block_tables!32 (bvadd ?x14704 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14706) (bvule ?x14706 (_ bv4095 32)))))))
(assert
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14694 (concat (bvadd ?x14620 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14696 (mem!block_tables!32 (bvadd ?x14694 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14696) (bvule ?x14696 (_ bv4095 32)))))))
(assert
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14684 (concat (bvadd ?x14620 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14686 (mem!block_tables!32 (bvadd ?x14684 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14686) (bvule ?x14686 (_ bv4095 32)))))))
(assert
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14674 (concat (bvadd ?x14620 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14676 (mem!block_tables!32 (bvadd ?x14674 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14676) (bvule ?x14676 (_ bv4095 32)))))))
(assert
 (let ((?x14617 ((_ extract 31 4) tid.x@B)))
 (let ((?x14618 (concat (_ bv0 34) ?x14617)))
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14622 (concat (bvadd ?x14620 ?x14618) (_ bv0 2))))
 (let ((?x14666 (mem!block_tables!32 (bvadd ?x14622 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14666) (bvule ?x14666 (_ bv4095 32)))))))))
(assert
 (let ((?x14617 ((_ extract 31 4) tid.x@B)))
 (let ((?x14618 (concat (_ bv0 34) ?x14617)))
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14622 (concat (bvadd ?x14620 ?x14618) (_ bv0 2))))
 (let ((?x14659 (bvadd (_ bv32 64) ?x14622)))
 (let ((?x14661 (mem!block_tables!32 (bvadd ?x14659 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14661) (bvule ?x14661 (_ bv4095 32))))))))))
(assert
 (let ((?x14617 ((_ extract 31 4) tid.x@B)))
 (let ((?x14618 (concat (_ bv0 34) ?x14617)))
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14622 (concat (bvadd ?x14620 ?x14618) (_ bv0 2))))
 (let ((?x14653 (bvadd (_ bv64 64) ?x14622)))
 (let ((?x14655 (mem!block_tables!32 (bvadd ?x14653 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14655) (bvule ?x14655 (_ bv4095 32))))))))))
(assert
 (let ((?x14617 ((_ extract 31 4) tid.x@B)))
 (let ((?x14618 (concat (_ bv0 34) ?x14617)))
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14622 (concat (bvadd ?x14620 ?x14618) (_ bv0 2))))
 (let ((?x14647 (bvadd (_ bv96 64) ?x14622)))
 (let ((?x14649 (mem!block_tables!32 (bvadd ?x14647 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14649) (bvule ?x14649 (_ bv4095 32))))))))))
(assert
 (let ((?x14617 ((_ extract 31 4) tid.x@B)))
 (let ((?x14618 (concat (_ bv0 34) ?x14617)))
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14622 (concat (bvadd ?x14620 ?x14618) (_ bv0 2))))
 (let ((?x14641 (bvadd (_ bv128 64) ?x14622)))
 (let ((?x14643 (mem!block_tables!32 (bvadd ?x14641 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14643) (bvule ?x14643 (_ bv4095 32))))))))))
(assert
 (let ((?x14617 ((_ extract 31 4) tid.x@B)))
 (let ((?x14618 (concat (_ bv0 34) ?x14617)))
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14622 (concat (bvadd ?x14620 ?x14618) (_ bv0 2))))
 (let ((?x14635 (bvadd (_ bv160 64) ?x14622)))
 (let ((?x14637 (mem!block_tables!32 (bvadd ?x14635 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14637) (bvule ?x14637 (_ bv4095 32))))))))))
(assert
 (let ((?x14617 ((_ extract 31 4) tid.x@B)))
 (let ((?x14618 (concat (_ bv0 34) ?x14617)))
 (let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14622 (concat (bvadd ?x14620 ?x14618) (_ bv0 2))))
 (let ((?x14629 (bvadd (_ bv192 64) ?x14622)))
 (let ((?x14631 (mem!block_tables!32 (bvadd ?x14629 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14631) (bvule ?x14631 (_ bv4095 32))))))))))
(assert
 (let ((?x14617 ((_ extract 31 4) tid.x@B)))
(let ((?x14618 (concat (_ bv0 34) ?x14617)))
(let ((?x14620 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
(let ((?x14622 (concat (bvadd ?x14620 ?x14618) (_ bv0 2))))
(let ((?x14623 (bvadd (_ bv224 64) ?x14622)))
(let ((?x14625 (mem!block_tables!32 (bvadd ?x14623 (_ bv0 64)))))
(and (bvule (_ bv0 32) ?x14625) (bvule ?x14625 (_ bv4095 32))))))))))
(check-sat)
