; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv128 32)))
(assert
 (let ((?x263 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x263) (bvule ?x263 (_ bv1024 32)))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x555 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x527 (mem!block_tables!32 (bvadd ?x555 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x527) (bvule ?x527 (_ bv4095 32)))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2844 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2833 (mem!block_tables!32 (bvadd ?x2844 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2833) (bvule ?x2833 (_ bv4095 32)))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3870 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3851 (mem!block_tables!32 (bvadd ?x3870 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3851) (bvule ?x3851 (_ bv4095 32)))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4894 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4872 (mem!block_tables!32 (bvadd ?x4894 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4872) (bvule ?x4872 (_ bv4095 32)))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5934 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5903 (mem!block_tables!32 (bvadd ?x5934 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5903) (bvule ?x5903 (_ bv4095 32)))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6975 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6976 (mem!block_tables!32 (bvadd ?x6975 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6976) (bvule ?x6976 (_ bv4095 32)))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8022 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8010 (mem!block_tables!32 (bvadd ?x8022 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8010) (bvule ?x8010 (_ bv4095 32)))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9073 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9067 (mem!block_tables!32 (bvadd ?x9073 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9067) (bvule ?x9067 (_ bv4095 32)))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x555 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x527 (mem!block_tables!32 (bvadd ?x555 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x527) (bvule ?x527 (_ bv4095 32)))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x555 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17779 (bvadd (_ bv32 64) ?x555)))
 (let ((?x17753 (mem!block_tables!32 (bvadd ?x17779 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17753) (bvule ?x17753 (_ bv4095 32))))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x555 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19238 (bvadd (_ bv64 64) ?x555)))
 (let ((?x19237 (mem!block_tables!32 (bvadd ?x19238 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19237) (bvule ?x19237 (_ bv4095 32))))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x555 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20684 (bvadd (_ bv96 64) ?x555)))
 (let ((?x20657 (mem!block_tables!32 (bvadd ?x20684 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20657) (bvule ?x20657 (_ bv4095 32))))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x555 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22134 (bvadd (_ bv128 64) ?x555)))
 (let ((?x22122 (mem!block_tables!32 (bvadd ?x22134 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22122) (bvule ?x22122 (_ bv4095 32))))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x555 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23585 (bvadd (_ bv160 64) ?x555)))
 (let ((?x23573 (mem!block_tables!32 (bvadd ?x23585 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23573) (bvule ?x23573 (_ bv4095 32))))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x555 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25037 (bvadd (_ bv192 64) ?x555)))
 (let ((?x25036 (mem!block_tables!32 (bvadd ?x25037 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25036) (bvule ?x25036 (_ bv4095 32))))))))
(assert
 (let ((?x549 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x555 (concat (bvadd ?x549 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26487 (bvadd (_ bv224 64) ?x555)))
 (let ((?x26475 (mem!block_tables!32 (bvadd ?x26487 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26475) (bvule ?x26475 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x253 (= param!power (_ bv1 32))))
(let (($x282 (and $x253 $x277)))
(or $x282)))))
(check-sat)
