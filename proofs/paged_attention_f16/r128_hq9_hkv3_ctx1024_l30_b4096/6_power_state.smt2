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
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x520 (mem!block_tables!32 (bvadd ?x548 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x520) (bvule ?x520 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2835 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2824 (mem!block_tables!32 (bvadd ?x2835 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2824) (bvule ?x2824 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3848 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3829 (mem!block_tables!32 (bvadd ?x3848 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3829) (bvule ?x3829 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4867 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4844 (mem!block_tables!32 (bvadd ?x4867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4844) (bvule ?x4844 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5893 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5862 (mem!block_tables!32 (bvadd ?x5893 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5862) (bvule ?x5862 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6924 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6925 (mem!block_tables!32 (bvadd ?x6924 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6925) (bvule ?x6925 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7962 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7950 (mem!block_tables!32 (bvadd ?x7962 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7950) (bvule ?x7950 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9008 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9002 (mem!block_tables!32 (bvadd ?x9008 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9002) (bvule ?x9002 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x520 (mem!block_tables!32 (bvadd ?x548 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x520) (bvule ?x520 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x13260 (bvadd (_ bv32 64) ?x548)))
 (let ((?x13230 (mem!block_tables!32 (bvadd ?x13260 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13230) (bvule ?x13230 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x14729 (bvadd (_ bv64 64) ?x548)))
 (let ((?x14728 (mem!block_tables!32 (bvadd ?x14729 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14728) (bvule ?x14728 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x16178 (bvadd (_ bv96 64) ?x548)))
 (let ((?x16151 (mem!block_tables!32 (bvadd ?x16178 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16151) (bvule ?x16151 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17638 (bvadd (_ bv128 64) ?x548)))
 (let ((?x17626 (mem!block_tables!32 (bvadd ?x17638 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17626) (bvule ?x17626 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19096 (bvadd (_ bv160 64) ?x548)))
 (let ((?x19084 (mem!block_tables!32 (bvadd ?x19096 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19084) (bvule ?x19084 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20554 (bvadd (_ bv192 64) ?x548)))
 (let ((?x20553 (mem!block_tables!32 (bvadd ?x20554 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20553) (bvule ?x20553 (_ bv4095 32))))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x548 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22006 (bvadd (_ bv224 64) ?x548)))
 (let ((?x21994 (mem!block_tables!32 (bvadd ?x22006 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x21994) (bvule ?x21994 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x253 (= param!power (_ bv1 32))))
(let (($x282 (and $x253 $x277)))
(or $x282)))))
(check-sat)
