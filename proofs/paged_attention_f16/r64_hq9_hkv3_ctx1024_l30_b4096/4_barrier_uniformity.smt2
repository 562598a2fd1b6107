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
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x522 (mem!block_tables!32 (bvadd ?x550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x522) (bvule ?x522 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2843 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2832 (mem!block_tables!32 (bvadd ?x2843 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2832) (bvule ?x2832 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3856 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3837 (mem!block_tables!32 (bvadd ?x3856 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3837) (bvule ?x3837 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4875 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4852 (mem!block_tables!32 (bvadd ?x4875 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4852) (bvule ?x4852 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5901 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5870 (mem!block_tables!32 (bvadd ?x5901 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5870) (bvule ?x5870 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6932 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6933 (mem!block_tables!32 (bvadd ?x6932 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6933) (bvule ?x6933 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7970 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7958 (mem!block_tables!32 (bvadd ?x7970 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7958) (bvule ?x7958 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9016 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9010 (mem!block_tables!32 (bvadd ?x9016 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9010) (bvule ?x9010 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x522 (mem!block_tables!32 (bvadd ?x550 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x522) (bvule ?x522 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x13268 (bvadd (_ bv32 64) ?x550)))
 (let ((?x13238 (mem!block_tables!32 (bvadd ?x13268 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13238) (bvule ?x13238 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x14737 (bvadd (_ bv64 64) ?x550)))
 (let ((?x14736 (mem!block_tables!32 (bvadd ?x14737 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14736) (bvule ?x14736 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x16186 (bvadd (_ bv96 64) ?x550)))
 (let ((?x16159 (mem!block_tables!32 (bvadd ?x16186 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16159) (bvule ?x16159 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17646 (bvadd (_ bv128 64) ?x550)))
 (let ((?x17634 (mem!block_tables!32 (bvadd ?x17646 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17634) (bvule ?x17634 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19104 (bvadd (_ bv160 64) ?x550)))
 (let ((?x19092 (mem!block_tables!32 (bvadd ?x19104 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19092) (bvule ?x19092 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20562 (bvadd (_ bv192 64) ?x550)))
 (let ((?x20561 (mem!block_tables!32 (bvadd ?x20562 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20561) (bvule ?x20561 (_ bv4095 32))))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x550 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22014 (bvadd (_ bv224 64) ?x550)))
 (let ((?x22002 (mem!block_tables!32 (bvadd ?x22014 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22002) (bvule ?x22002 (_ bv4095 32))))))))
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
 (let ((?x14848 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14848) (bvule ?x14848 (_ bv1024 32)))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15843 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15821 (mem!block_tables!32 (bvadd ?x15843 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15821) (bvule ?x15821 (_ bv4095 32)))))))
(assert
 (let ((?x15152 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15267 (concat (bvadd ?x15844 ?x15152) (_ bv0 2))))
 (let ((?x15373 (mem!block_tables!32 (bvadd ?x15267 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15373) (bvule ?x15373 (_ bv4095 32))))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15791 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14810 (mem!block_tables!32 (bvadd ?x15791 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14810) (bvule ?x14810 (_ bv4095 32)))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15796 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15795 (mem!block_tables!32 (bvadd ?x15796 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15795) (bvule ?x15795 (_ bv4095 32)))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15801 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15800 (mem!block_tables!32 (bvadd ?x15801 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15800) (bvule ?x15800 (_ bv4095 32)))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16033 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15805 (mem!block_tables!32 (bvadd ?x16033 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15805) (bvule ?x15805 (_ bv4095 32)))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15812 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15811 (mem!block_tables!32 (bvadd ?x15812 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15811) (bvule ?x15811 (_ bv4095 32)))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15817 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15816 (mem!block_tables!32 (bvadd ?x15817 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15816) (bvule ?x15816 (_ bv4095 32)))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15843 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15821 (mem!block_tables!32 (bvadd ?x15843 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15821) (bvule ?x15821 (_ bv4095 32)))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15843 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15047 (bvadd (_ bv32 64) ?x15843)))
 (let ((?x15008 (mem!block_tables!32 (bvadd ?x15047 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15008) (bvule ?x15008 (_ bv4095 32))))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15843 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15108 (bvadd (_ bv64 64) ?x15843)))
 (let ((?x15059 (mem!block_tables!32 (bvadd ?x15108 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15059) (bvule ?x15059 (_ bv4095 32))))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15843 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15169 (bvadd (_ bv96 64) ?x15843)))
 (let ((?x15133 (mem!block_tables!32 (bvadd ?x15169 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15133) (bvule ?x15133 (_ bv4095 32))))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15843 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15229 (bvadd (_ bv128 64) ?x15843)))
 (let ((?x15193 (mem!block_tables!32 (bvadd ?x15229 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15193) (bvule ?x15193 (_ bv4095 32))))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15843 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15290 (bvadd (_ bv160 64) ?x15843)))
 (let ((?x15266 (mem!block_tables!32 (bvadd ?x15290 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15266) (bvule ?x15266 (_ bv4095 32))))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15843 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15351 (bvadd (_ bv192 64) ?x15843)))
 (let ((?x15296 (mem!block_tables!32 (bvadd ?x15351 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15296) (bvule ?x15296 (_ bv4095 32))))))))
(assert
 (let ((?x15844 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15843 (concat (bvadd ?x15844 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15412 (bvadd (_ bv224 64) ?x15843)))
 (let ((?x15388 (mem!block_tables!32 (bvadd ?x15412 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15388) (bvule ?x15388 (_ bv4095 32))))))))
(assert
 (let (($x1755 (= ctaid.z@A ctaid.z@B)))
 (let (($x1754 (= ctaid.y@A ctaid.y@B)))
 (let (($x1770 (= ctaid.x@A ctaid.x@B)))
 (and $x1770 $x1754 $x1755)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x256 (= param!power (_ bv1 32))))
(let (($x25767 (and (distinct $x256 $x256) true)))
(or $x25767 $x25767 $x25767 $x25767 $x25767 $x25767))))
(check-sat)
