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
 (bvult ctaid.z@A (_ bv256 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x551 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x523 (mem!block_tables!32 (bvadd ?x551 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x523) (bvule ?x523 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2819 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2808 (mem!block_tables!32 (bvadd ?x2819 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2808) (bvule ?x2808 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3826 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3807 (mem!block_tables!32 (bvadd ?x3826 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3807) (bvule ?x3807 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4839 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4816 (mem!block_tables!32 (bvadd ?x4839 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4816) (bvule ?x4816 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5859 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5828 (mem!block_tables!32 (bvadd ?x5859 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5828) (bvule ?x5828 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6884 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6885 (mem!block_tables!32 (bvadd ?x6884 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6885) (bvule ?x6885 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7916 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7904 (mem!block_tables!32 (bvadd ?x7916 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7904) (bvule ?x7904 (_ bv4095 32)))))))
(assert
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8956 (concat (bvadd ?x545 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8950 (mem!block_tables!32 (bvadd ?x8956 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8950) (bvule ?x8950 (_ bv4095 32)))))))
(assert
 (bvule v2904@A (_ bv7 64)))
(assert
 (let ((?x12588 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2904@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x545 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12608 (concat (bvadd ?x545 (concat (_ bv0 30) ?x12588)) (_ bv0 2))))
 (let ((?x12575 (mem!block_tables!32 (bvadd ?x12608 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12575) (bvule ?x12575 (_ bv4095 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x286 (and $x257 $x281)))
(or $x286)))))
(check-sat)
