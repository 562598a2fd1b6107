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
 (let ((?x2834 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2823 (mem!block_tables!32 (bvadd ?x2834 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2823) (bvule ?x2823 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3841 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3822 (mem!block_tables!32 (bvadd ?x3841 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3822) (bvule ?x3822 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4854 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4831 (mem!block_tables!32 (bvadd ?x4854 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4831) (bvule ?x4831 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5874 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5843 (mem!block_tables!32 (bvadd ?x5874 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5843) (bvule ?x5843 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6899 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6900 (mem!block_tables!32 (bvadd ?x6899 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6900) (bvule ?x6900 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7931 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7919 (mem!block_tables!32 (bvadd ?x7931 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7919) (bvule ?x7919 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8971 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8965 (mem!block_tables!32 (bvadd ?x8971 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8965) (bvule ?x8965 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12603 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12623 (concat (bvadd ?x544 (concat (_ bv0 30) ?x12603)) (_ bv0 2))))
 (let ((?x12590 (mem!block_tables!32 (bvadd ?x12623 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12590) (bvule ?x12590 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x280 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x256 (= param!power (_ bv1 32))))
(let (($x285 (and $x256 $x280)))
(or $x285)))))
(check-sat)
