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
 (bvult ctaid.z@A (_ bv512 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1876 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1863 (mem!block_tables!32 (bvadd ?x1876 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1863) (bvule ?x1863 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2386 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2367 (mem!block_tables!32 (bvadd ?x2386 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2367) (bvule ?x2367 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2898 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2874 (mem!block_tables!32 (bvadd ?x2898 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2874) (bvule ?x2874 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3421 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3400 (mem!block_tables!32 (bvadd ?x3421 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3400) (bvule ?x3400 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3948 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3939 (mem!block_tables!32 (bvadd ?x3948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3939) (bvule ?x3939 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4481 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4475 (mem!block_tables!32 (bvadd ?x4481 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4475) (bvule ?x4475 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5020 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5012 (mem!block_tables!32 (bvadd ?x5020 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5012) (bvule ?x5012 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x477 (mem!block_tables!32 (bvadd ?x495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x477) (bvule ?x477 (_ bv4095 32)))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7036 (bvadd (_ bv32 64) ?x495)))
 (let ((?x7010 (mem!block_tables!32 (bvadd ?x7036 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7010) (bvule ?x7010 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7632 (bvadd (_ bv64 64) ?x495)))
 (let ((?x7631 (mem!block_tables!32 (bvadd ?x7632 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7631) (bvule ?x7631 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8215 (bvadd (_ bv96 64) ?x495)))
 (let ((?x8188 (mem!block_tables!32 (bvadd ?x8215 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8188) (bvule ?x8188 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8802 (bvadd (_ bv128 64) ?x495)))
 (let ((?x8790 (mem!block_tables!32 (bvadd ?x8802 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8790) (bvule ?x8790 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9390 (bvadd (_ bv160 64) ?x495)))
 (let ((?x9378 (mem!block_tables!32 (bvadd ?x9390 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9378) (bvule ?x9378 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9980 (bvadd (_ bv192 64) ?x495)))
 (let ((?x9979 (mem!block_tables!32 (bvadd ?x9980 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9979) (bvule ?x9979 (_ bv4095 32))))))))
(assert
 (let ((?x489 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x495 (concat (bvadd ?x489 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10568 (bvadd (_ bv224 64) ?x495)))
 (let ((?x10556 (mem!block_tables!32 (bvadd ?x10568 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10556) (bvule ?x10556 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv512 32)))
(assert
 (let ((?x14709 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14709) (bvule ?x14709 (_ bv1024 32)))))
(assert
 (let ((?x14583 ((_ extract 31 4) tid.x@B)))
 (let ((?x14584 (concat (_ bv0 34) ?x14583)))
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14588 (concat (bvadd ?x14586 ?x14584) (_ bv0 2))))
 (let ((?x14632 (mem!block_tables!32 (bvadd ?x14588 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14632) (bvule ?x14632 (_ bv4095 32)))))))))
(assert
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14700 (concat (bvadd ?x14586 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14702 (mem!block_tables!32 (bvadd ?x14700 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14702) (bvule ?x14702 (_ bv4095 32)))))))
(assert
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14690 (concat (bvadd ?x14586 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14692 (mem!block_tables!32 (bvadd ?x14690 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14692) (bvule ?x14692 (_ bv4095 32)))))))
(assert
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14680 (concat (bvadd ?x14586 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14682 (mem!block_tables!32 (bvadd ?x14680 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14682) (bvule ?x14682 (_ bv4095 32)))))))
(assert
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14670 (concat (bvadd ?x14586 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14672 (mem!block_tables!32 (bvadd ?x14670 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14672) (bvule ?x14672 (_ bv4095 32)))))))
(assert
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14660 (concat (bvadd ?x14586 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14662 (mem!block_tables!32 (bvadd ?x14660 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14662) (bvule ?x14662 (_ bv4095 32)))))))
(assert
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14650 (concat (bvadd ?x14586 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14652 (mem!block_tables!32 (bvadd ?x14650 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14652) (bvule ?x14652 (_ bv4095 32)))))))
(assert
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14640 (concat (bvadd ?x14586 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14642 (mem!block_tables!32 (bvadd ?x14640 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14642) (bvule ?x14642 (_ bv4095 32)))))))
(assert
 (let ((?x14583 ((_ extract 31 4) tid.x@B)))
 (let ((?x14584 (concat (_ bv0 34) ?x14583)))
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14588 (concat (bvadd ?x14586 ?x14584) (_ bv0 2))))
 (let ((?x14632 (mem!block_tables!32 (bvadd ?x14588 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14632) (bvule ?x14632 (_ bv4095 32)))))))))
(assert
 (let ((?x14583 ((_ extract 31 4) tid.x@B)))
 (let ((?x14584 (concat (_ bv0 34) ?x14583)))
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14588 (concat (bvadd ?x14586 ?x14584) (_ bv0 2))))
 (let ((?x14625 (bvadd (_ bv32 64) ?x14588)))
 (let ((?x14627 (mem!block_tables!32 (bvadd ?x14625 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14627) (bvule ?x14627 (_ bv4095 32))))))))))
(assert
 (let ((?x14583 ((_ extract 31 4) tid.x@B)))
 (let ((?x14584 (concat (_ bv0 34) ?x14583)))
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14588 (concat (bvadd ?x14586 ?x14584) (_ bv0 2))))
 (let ((?x14619 (bvadd (_ bv64 64) ?x14588)))
 (let ((?x14621 (mem!block_tables!32 (bvadd ?x14619 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14621) (bvule ?x14621 (_ bv4095 32))))))))))
(assert
 (let ((?x14583 ((_ extract 31 4) tid.x@B)))
 (let ((?x14584 (concat (_ bv0 34) ?x14583)))
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14588 (concat (bvadd ?x14586 ?x14584) (_ bv0 2))))
 (let ((?x14613 (bvadd (_ bv96 64) ?x14588)))
 (let ((?x14615 (mem!block_tables!32 (bvadd ?x14613 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14615) (bvule ?x14615 (_ bv4095 32))))))))))
(assert
 (let ((?x14583 ((_ extract 31 4) tid.x@B)))
 (let ((?x14584 (concat (_ bv0 34) ?x14583)))
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14588 (concat (bvadd ?x14586 ?x14584) (_ bv0 2))))
 (let ((?x14607 (bvadd (_ bv128 64) ?x14588)))
 (let ((?x14609 (mem!block_tables!32 (bvadd ?x14607 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14609) (bvule ?x14609 (_ bv4095 32))))))))))
(assert
 (let ((?x14583 ((_ extract 31 4) tid.x@B)))
 (let ((?x14584 (concat (_ bv0 34) ?x14583)))
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14588 (concat (bvadd ?x14586 ?x14584) (_ bv0 2))))
 (let ((?x14601 (bvadd (_ bv160 64) ?x14588)))
 (let ((?x14603 (mem!block_tables!32 (bvadd ?x14601 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14603) (bvule ?x14603 (_ bv4095 32))))))))))
(assert
 (let ((?x14583 ((_ extract 31 4) tid.x@B)))
 (let ((?x14584 (concat (_ bv0 34) ?x14583)))
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14588 (concat (bvadd ?x14586 ?x14584) (_ bv0 2))))
 (let ((?x14595 (bvadd (_ bv192 64) ?x14588)))
 (let ((?x14597 (mem!block_tables!32 (bvadd ?x14595 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14597) (bvule ?x14597 (_ bv4095 32))))))))))
(assert
 (let ((?x14583 ((_ extract 31 4) tid.x@B)))
 (let ((?x14584 (concat (_ bv0 34) ?x14583)))
 (let ((?x14586 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14588 (concat (bvadd ?x14586 ?x14584) (_ bv0 2))))
 (let ((?x14589 (bvadd (_ bv224 64) ?x14588)))
 (let ((?x14591 (mem!block_tables!32 (bvadd ?x14589 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14591) (bvule ?x14591 (_ bv4095 32))))))))))
(assert
 (let (($x134 (= ctaid.z@A ctaid.z@B)))
 (let (($x152 (= ctaid.y@A ctaid.y@B)))
 (let (($x7623 (= ctaid.x@A ctaid.x@B)))
 (and $x7623 $x152 $x134)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x21342 (and (distinct $x257 $x257) true)))
(or $x21342 $x21342 $x21342 $x21342 $x21342 $x21342))))
(check-sat)
