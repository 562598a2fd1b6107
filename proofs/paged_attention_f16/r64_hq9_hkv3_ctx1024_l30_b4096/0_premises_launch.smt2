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
 (bvule base!q (_ bv18446744073709477887 64)))
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
 (bvule base!block_tables (_ bv18446744073709535231 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551359 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709477887 64)))
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
 (let ((?x14735 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14735) (bvule ?x14735 (_ bv1024 32)))))
(assert
 (let ((?x14609 ((_ extract 31 4) tid.x@B)))
 (let ((?x14610 (concat (_ bv0 34) ?x14609)))
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14614 (concat (bvadd ?x14612 ?x14610) (_ bv0 2))))
 (let ((?x14658 (mem!block_tables!32 (bvadd ?x14614 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14658) (bvule ?x14658 (_ bv4095 32)))))))))
(assert
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14726 (concat (bvadd ?x14612 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14728 (mem!block_tables!32 (bvadd ?x14726 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14728) (bvule ?x14728 (_ bv4095 32)))))))
(assert
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14716 (concat (bvadd ?x14612 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14718 (mem!block_tables!32 (bvadd ?x14716 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14718) (bvule ?x14718 (_ bv4095 32)))))))
(assert
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14706 (concat (bvadd ?x14612 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14708 (mem!block_tables!32 (bvadd ?x14706 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14708) (bvule ?x14708 (_ bv4095 32)))))))
(assert
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14696 (concat (bvadd ?x14612 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14698 (mem!block_tables!32 (bvadd ?x14696 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14698) (bvule ?x14698 (_ bv4095 32)))))))
(assert
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14686 (concat (bvadd ?x14612 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14688 (mem!block_tables!32 (bvadd ?x14686 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14688) (bvule ?x14688 (_ bv4095 32)))))))
(assert
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14676 (concat (bvadd ?x14612 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14678 (mem!block_tables!32 (bvadd ?x14676 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14678) (bvule ?x14678 (_ bv4095 32)))))))
(assert
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14666 (concat (bvadd ?x14612 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14668 (mem!block_tables!32 (bvadd ?x14666 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14668) (bvule ?x14668 (_ bv4095 32)))))))
(assert
 (let ((?x14609 ((_ extract 31 4) tid.x@B)))
 (let ((?x14610 (concat (_ bv0 34) ?x14609)))
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14614 (concat (bvadd ?x14612 ?x14610) (_ bv0 2))))
 (let ((?x14658 (mem!block_tables!32 (bvadd ?x14614 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14658) (bvule ?x14658 (_ bv4095 32)))))))))
(assert
 (let ((?x14609 ((_ extract 31 4) tid.x@B)))
 (let ((?x14610 (concat (_ bv0 34) ?x14609)))
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14614 (concat (bvadd ?x14612 ?x14610) (_ bv0 2))))
 (let ((?x14651 (bvadd (_ bv32 64) ?x14614)))
 (let ((?x14653 (mem!block_tables!32 (bvadd ?x14651 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14653) (bvule ?x14653 (_ bv4095 32))))))))))
(assert
 (let ((?x14609 ((_ extract 31 4) tid.x@B)))
 (let ((?x14610 (concat (_ bv0 34) ?x14609)))
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14614 (concat (bvadd ?x14612 ?x14610) (_ bv0 2))))
 (let ((?x14645 (bvadd (_ bv64 64) ?x14614)))
 (let ((?x14647 (mem!block_tables!32 (bvadd ?x14645 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14647) (bvule ?x14647 (_ bv4095 32))))))))))
(assert
 (let ((?x14609 ((_ extract 31 4) tid.x@B)))
 (let ((?x14610 (concat (_ bv0 34) ?x14609)))
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14614 (concat (bvadd ?x14612 ?x14610) (_ bv0 2))))
 (let ((?x14639 (bvadd (_ bv96 64) ?x14614)))
 (let ((?x14641 (mem!block_tables!32 (bvadd ?x14639 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14641) (bvule ?x14641 (_ bv4095 32))))))))))
(assert
 (let ((?x14609 ((_ extract 31 4) tid.x@B)))
 (let ((?x14610 (concat (_ bv0 34) ?x14609)))
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14614 (concat (bvadd ?x14612 ?x14610) (_ bv0 2))))
 (let ((?x14633 (bvadd (_ bv128 64) ?x14614)))
 (let ((?x14635 (mem!block_tables!32 (bvadd ?x14633 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14635) (bvule ?x14635 (_ bv4095 32))))))))))
(assert
 (let ((?x14609 ((_ extract 31 4) tid.x@B)))
 (let ((?x14610 (concat (_ bv0 34) ?x14609)))
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14614 (concat (bvadd ?x14612 ?x14610) (_ bv0 2))))
 (let ((?x14627 (bvadd (_ bv160 64) ?x14614)))
 (let ((?x14629 (mem!block_tables!32 (bvadd ?x14627 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14629) (bvule ?x14629 (_ bv4095 32))))))))))
(assert
 (let ((?x14609 ((_ extract 31 4) tid.x@B)))
 (let ((?x14610 (concat (_ bv0 34) ?x14609)))
 (let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14614 (concat (bvadd ?x14612 ?x14610) (_ bv0 2))))
 (let ((?x14621 (bvadd (_ bv192 64) ?x14614)))
 (let ((?x14623 (mem!block_tables!32 (bvadd ?x14621 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14623) (bvule ?x14623 (_ bv4095 32))))))))))
(assert
 (let ((?x14609 ((_ extract 31 4) tid.x@B)))
(let ((?x14610 (concat (_ bv0 34) ?x14609)))
(let ((?x14612 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
(let ((?x14614 (concat (bvadd ?x14612 ?x14610) (_ bv0 2))))
(let ((?x14615 (bvadd (_ bv224 64) ?x14614)))
(let ((?x14617 (mem!block_tables!32 (bvadd ?x14615 (_ bv0 64)))))
(and (bvule (_ bv0 32) ?x14617) (bvule ?x14617 (_ bv4095 32))))))))))
(check-sat)
