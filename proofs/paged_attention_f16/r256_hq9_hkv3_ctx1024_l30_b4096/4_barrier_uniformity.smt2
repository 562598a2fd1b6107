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
(declare-fun v2904@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2904@B () (_ BitVec 64))
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
 (bvult ctaid.z@B (_ bv256 32)))
(assert
 (let ((?x7290 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7290) (bvule ?x7290 (_ bv1024 32)))))
(assert
 (let ((?x6277 ((_ extract 31 4) tid.x@B)))
 (let ((?x4233 (concat (_ bv0 34) ?x6277)))
 (let ((?x5256 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6266 (concat (bvadd ?x5256 ?x4233) (_ bv0 2))))
 (let ((?x8323 (mem!block_tables!32 (bvadd ?x6266 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8323) (bvule ?x8323 (_ bv4095 32)))))))))
(assert
 (let ((?x4234 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x5256 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6267 (concat (bvadd ?x5256 ?x4234) (_ bv0 2))))
 (let ((?x8324 (mem!block_tables!32 (bvadd ?x6267 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8324) (bvule ?x8324 (_ bv4095 32))))))))
(assert
 (let ((?x1060 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x5256 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4235 (concat (bvadd ?x5256 ?x1060) (_ bv0 2))))
 (let ((?x6268 (mem!block_tables!32 (bvadd ?x4235 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6268) (bvule ?x6268 (_ bv4095 32))))))))
(assert
 (let ((?x5256 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1062 (concat (bvadd ?x5256 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4236 (mem!block_tables!32 (bvadd ?x1062 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4236) (bvule ?x4236 (_ bv4095 32)))))))
(assert
 (let ((?x5256 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8328 (concat (bvadd ?x5256 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x1064 (mem!block_tables!32 (bvadd ?x8328 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1064) (bvule ?x1064 (_ bv4095 32)))))))
(assert
 (let ((?x4239 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x5256 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6272 (concat (bvadd ?x5256 ?x4239) (_ bv0 2))))
 (let ((?x8329 (mem!block_tables!32 (bvadd ?x6272 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8329) (bvule ?x8329 (_ bv4095 32))))))))
(assert
 (let ((?x1070 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x5256 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4240 (concat (bvadd ?x5256 ?x1070) (_ bv0 2))))
 (let ((?x6273 (mem!block_tables!32 (bvadd ?x4240 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6273) (bvule ?x6273 (_ bv4095 32))))))))
(assert
 (let ((?x5256 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x1072 (concat (bvadd ?x5256 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x4241 (mem!block_tables!32 (bvadd ?x1072 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4241) (bvule ?x4241 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x6277 ((_ extract 31 4) tid.x@B)))
 (let ((?x7302 (concat (_ bv0 4) ?x6277)))
 (let ((?x8334 ((_ extract 31 0) v2904@B)))
 (let ((?x9374 (bvmul (_ bv8 32) ?x8334)))
 (let ((?x5256 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7301 (concat (bvadd ?x5256 (concat (_ bv0 30) (bvadd ?x9374 ?x7302))) (_ bv0 2))))
 (let ((?x9373 (mem!block_tables!32 (bvadd ?x7301 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9373) (bvule ?x9373 (_ bv4095 32)))))))))))
(assert
 (let (($x206 (= ctaid.z@A ctaid.z@B)))
 (let (($x203 (= ctaid.y@A ctaid.y@B)))
 (let (($x1678 (= ctaid.x@A ctaid.x@B)))
 (and $x1678 $x203 $x206)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x15795 (and (distinct $x257 $x257) true)))
(or $x15795 $x15795 $x15795 $x15795 $x15795 $x15795))))
(check-sat)
