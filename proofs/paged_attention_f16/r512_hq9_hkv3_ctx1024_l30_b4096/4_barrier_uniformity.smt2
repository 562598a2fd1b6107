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
 (let ((?x14710 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14710) (bvule ?x14710 (_ bv1024 32)))))
(assert
 (let ((?x14584 ((_ extract 31 4) tid.x@B)))
 (let ((?x14585 (concat (_ bv0 34) ?x14584)))
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14589 (concat (bvadd ?x14587 ?x14585) (_ bv0 2))))
 (let ((?x14633 (mem!block_tables!32 (bvadd ?x14589 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14633) (bvule ?x14633 (_ bv4095 32)))))))))
(assert
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14701 (concat (bvadd ?x14587 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14703 (mem!block_tables!32 (bvadd ?x14701 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14703) (bvule ?x14703 (_ bv4095 32)))))))
(assert
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14691 (concat (bvadd ?x14587 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14693 (mem!block_tables!32 (bvadd ?x14691 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14693) (bvule ?x14693 (_ bv4095 32)))))))
(assert
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14681 (concat (bvadd ?x14587 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14683 (mem!block_tables!32 (bvadd ?x14681 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14683) (bvule ?x14683 (_ bv4095 32)))))))
(assert
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14671 (concat (bvadd ?x14587 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14673 (mem!block_tables!32 (bvadd ?x14671 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14673) (bvule ?x14673 (_ bv4095 32)))))))
(assert
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14661 (concat (bvadd ?x14587 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14663 (mem!block_tables!32 (bvadd ?x14661 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14663) (bvule ?x14663 (_ bv4095 32)))))))
(assert
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14651 (concat (bvadd ?x14587 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14653 (mem!block_tables!32 (bvadd ?x14651 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14653) (bvule ?x14653 (_ bv4095 32)))))))
(assert
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14641 (concat (bvadd ?x14587 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14643 (mem!block_tables!32 (bvadd ?x14641 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14643) (bvule ?x14643 (_ bv4095 32)))))))
(assert
 (let ((?x14584 ((_ extract 31 4) tid.x@B)))
 (let ((?x14585 (concat (_ bv0 34) ?x14584)))
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14589 (concat (bvadd ?x14587 ?x14585) (_ bv0 2))))
 (let ((?x14633 (mem!block_tables!32 (bvadd ?x14589 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14633) (bvule ?x14633 (_ bv4095 32)))))))))
(assert
 (let ((?x14584 ((_ extract 31 4) tid.x@B)))
 (let ((?x14585 (concat (_ bv0 34) ?x14584)))
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14589 (concat (bvadd ?x14587 ?x14585) (_ bv0 2))))
 (let ((?x14626 (bvadd (_ bv32 64) ?x14589)))
 (let ((?x14628 (mem!block_tables!32 (bvadd ?x14626 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14628) (bvule ?x14628 (_ bv4095 32))))))))))
(assert
 (let ((?x14584 ((_ extract 31 4) tid.x@B)))
 (let ((?x14585 (concat (_ bv0 34) ?x14584)))
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14589 (concat (bvadd ?x14587 ?x14585) (_ bv0 2))))
 (let ((?x14620 (bvadd (_ bv64 64) ?x14589)))
 (let ((?x14622 (mem!block_tables!32 (bvadd ?x14620 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14622) (bvule ?x14622 (_ bv4095 32))))))))))
(assert
 (let ((?x14584 ((_ extract 31 4) tid.x@B)))
 (let ((?x14585 (concat (_ bv0 34) ?x14584)))
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14589 (concat (bvadd ?x14587 ?x14585) (_ bv0 2))))
 (let ((?x14614 (bvadd (_ bv96 64) ?x14589)))
 (let ((?x14616 (mem!block_tables!32 (bvadd ?x14614 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14616) (bvule ?x14616 (_ bv4095 32))))))))))
(assert
 (let ((?x14584 ((_ extract 31 4) tid.x@B)))
 (let ((?x14585 (concat (_ bv0 34) ?x14584)))
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14589 (concat (bvadd ?x14587 ?x14585) (_ bv0 2))))
 (let ((?x14608 (bvadd (_ bv128 64) ?x14589)))
 (let ((?x14610 (mem!block_tables!32 (bvadd ?x14608 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14610) (bvule ?x14610 (_ bv4095 32))))))))))
(assert
 (let ((?x14584 ((_ extract 31 4) tid.x@B)))
 (let ((?x14585 (concat (_ bv0 34) ?x14584)))
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14589 (concat (bvadd ?x14587 ?x14585) (_ bv0 2))))
 (let ((?x14602 (bvadd (_ bv160 64) ?x14589)))
 (let ((?x14604 (mem!block_tables!32 (bvadd ?x14602 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14604) (bvule ?x14604 (_ bv4095 32))))))))))
(assert
 (let ((?x14584 ((_ extract 31 4) tid.x@B)))
 (let ((?x14585 (concat (_ bv0 34) ?x14584)))
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14589 (concat (bvadd ?x14587 ?x14585) (_ bv0 2))))
 (let ((?x14596 (bvadd (_ bv192 64) ?x14589)))
 (let ((?x14598 (mem!block_tables!32 (bvadd ?x14596 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14598) (bvule ?x14598 (_ bv4095 32))))))))))
(assert
 (let ((?x14584 ((_ extract 31 4) tid.x@B)))
 (let ((?x14585 (concat (_ bv0 34) ?x14584)))
 (let ((?x14587 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x14589 (concat (bvadd ?x14587 ?x14585) (_ bv0 2))))
 (let ((?x14590 (bvadd (_ bv224 64) ?x14589)))
 (let ((?x14592 (mem!block_tables!32 (bvadd ?x14590 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14592) (bvule ?x14592 (_ bv4095 32))))))))))
(assert
 (let (($x949 (= ctaid.z@A ctaid.z@B)))
 (let (($x921 (= ctaid.y@A ctaid.y@B)))
 (let (($x948 (= ctaid.x@A ctaid.x@B)))
 (and $x948 $x921 $x949)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x16484 (and (distinct $x257 $x257) true)))
(or $x16484 $x16484 $x16484 $x16484 $x16484 $x16484))))
(check-sat)
