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
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv1024 32)))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x556 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x528 (mem!block_tables!32 (bvadd ?x556 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x528) (bvule ?x528 (_ bv4095 32)))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2901 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2890 (mem!block_tables!32 (bvadd ?x2901 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2890) (bvule ?x2890 (_ bv4095 32)))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3927 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3908 (mem!block_tables!32 (bvadd ?x3927 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3908) (bvule ?x3908 (_ bv4095 32)))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4951 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4929 (mem!block_tables!32 (bvadd ?x4951 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4929) (bvule ?x4929 (_ bv4095 32)))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5991 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5960 (mem!block_tables!32 (bvadd ?x5991 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5960) (bvule ?x5960 (_ bv4095 32)))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7032 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7033 (mem!block_tables!32 (bvadd ?x7032 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7033) (bvule ?x7033 (_ bv4095 32)))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8079 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8067 (mem!block_tables!32 (bvadd ?x8079 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8067) (bvule ?x8067 (_ bv4095 32)))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9130 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9124 (mem!block_tables!32 (bvadd ?x9130 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9124) (bvule ?x9124 (_ bv4095 32)))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x556 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x528 (mem!block_tables!32 (bvadd ?x556 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x528) (bvule ?x528 (_ bv4095 32)))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x556 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17836 (bvadd (_ bv32 64) ?x556)))
 (let ((?x17810 (mem!block_tables!32 (bvadd ?x17836 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17810) (bvule ?x17810 (_ bv4095 32))))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x556 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19295 (bvadd (_ bv64 64) ?x556)))
 (let ((?x19294 (mem!block_tables!32 (bvadd ?x19295 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19294) (bvule ?x19294 (_ bv4095 32))))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x556 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20741 (bvadd (_ bv96 64) ?x556)))
 (let ((?x20714 (mem!block_tables!32 (bvadd ?x20741 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20714) (bvule ?x20714 (_ bv4095 32))))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x556 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22191 (bvadd (_ bv128 64) ?x556)))
 (let ((?x22179 (mem!block_tables!32 (bvadd ?x22191 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22179) (bvule ?x22179 (_ bv4095 32))))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x556 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x23642 (bvadd (_ bv160 64) ?x556)))
 (let ((?x23630 (mem!block_tables!32 (bvadd ?x23642 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x23630) (bvule ?x23630 (_ bv4095 32))))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x556 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x25094 (bvadd (_ bv192 64) ?x556)))
 (let ((?x25093 (mem!block_tables!32 (bvadd ?x25094 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x25093) (bvule ?x25093 (_ bv4095 32))))))))
(assert
 (let ((?x550 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x556 (concat (bvadd ?x550 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x26544 (bvadd (_ bv224 64) ?x556)))
 (let ((?x26532 (mem!block_tables!32 (bvadd ?x26544 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x26532) (bvule ?x26532 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x283 (and $x254 $x278)))
(or $x283)))))
(check-sat)
