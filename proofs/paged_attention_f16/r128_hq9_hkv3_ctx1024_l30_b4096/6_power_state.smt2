; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v2931@A () (_ BitVec 64))
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
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12646 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x542 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12666 (concat (bvadd ?x542 (concat (_ bv0 30) ?x12646)) (_ bv0 2))))
 (let ((?x12663 (mem!block_tables!32 (bvadd ?x12666 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12663) (bvule ?x12663 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x253 (= param!power (_ bv1 32))))
(let (($x282 (and $x253 $x277)))
(or $x282)))))
(check-sat)
