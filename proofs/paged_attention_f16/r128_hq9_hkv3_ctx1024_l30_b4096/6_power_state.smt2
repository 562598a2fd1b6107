; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v2904@A () (_ BitVec 64))
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
 (let ((?x2826 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2815 (mem!block_tables!32 (bvadd ?x2826 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2815) (bvule ?x2815 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3833 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3814 (mem!block_tables!32 (bvadd ?x3833 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3814) (bvule ?x3814 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4846 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4823 (mem!block_tables!32 (bvadd ?x4846 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4823) (bvule ?x4823 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5866 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5835 (mem!block_tables!32 (bvadd ?x5866 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5835) (bvule ?x5835 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6891 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6892 (mem!block_tables!32 (bvadd ?x6891 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6892) (bvule ?x6892 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7923 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7911 (mem!block_tables!32 (bvadd ?x7923 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7911) (bvule ?x7911 (_ bv4095 32)))))))
(assert
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8963 (concat (bvadd ?x542 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8957 (mem!block_tables!32 (bvadd ?x8963 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8957) (bvule ?x8957 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12595 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12615 (concat (bvadd ?x542 (concat (_ bv0 30) ?x12595)) (_ bv0 2))))
 (let ((?x12582 (mem!block_tables!32 (bvadd ?x12615 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12582) (bvule ?x12582 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x253 (= param!power (_ bv1 32))))
(let (($x282 (and $x253 $x277)))
(or $x282)))))
(check-sat)
