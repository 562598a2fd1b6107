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
 (let ((?x8337 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8337) (bvule ?x8337 (_ bv1024 32)))))
(assert
 (let ((?x7317 ((_ extract 31 4) tid.x@B)))
 (let ((?x5261 (concat (_ bv0 34) ?x7317)))
 (let ((?x6291 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7306 (concat (bvadd ?x6291 ?x5261) (_ bv0 2))))
 (let ((?x9378 (mem!block_tables!32 (bvadd ?x7306 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9378) (bvule ?x9378 (_ bv4095 32)))))))))
(assert
 (let ((?x5262 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6291 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7307 (concat (bvadd ?x6291 ?x5262) (_ bv0 2))))
 (let ((?x9379 (mem!block_tables!32 (bvadd ?x7307 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9379) (bvule ?x9379 (_ bv4095 32))))))))
(assert
 (let ((?x3243 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6291 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5263 (concat (bvadd ?x6291 ?x3243) (_ bv0 2))))
 (let ((?x7308 (mem!block_tables!32 (bvadd ?x5263 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7308) (bvule ?x7308 (_ bv4095 32))))))))
(assert
 (let ((?x6291 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3244 (concat (bvadd ?x6291 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5264 (mem!block_tables!32 (bvadd ?x3244 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5264) (bvule ?x5264 (_ bv4095 32)))))))
(assert
 (let ((?x6291 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9383 (concat (bvadd ?x6291 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3245 (mem!block_tables!32 (bvadd ?x9383 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3245) (bvule ?x3245 (_ bv4095 32)))))))
(assert
 (let ((?x5267 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6291 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7312 (concat (bvadd ?x6291 ?x5267) (_ bv0 2))))
 (let ((?x9384 (mem!block_tables!32 (bvadd ?x7312 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9384) (bvule ?x9384 (_ bv4095 32))))))))
(assert
 (let ((?x3248 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6291 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5268 (concat (bvadd ?x6291 ?x3248) (_ bv0 2))))
 (let ((?x7313 (mem!block_tables!32 (bvadd ?x5268 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7313) (bvule ?x7313 (_ bv4095 32))))))))
(assert
 (let ((?x6291 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3249 (concat (bvadd ?x6291 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5269 (mem!block_tables!32 (bvadd ?x3249 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5269) (bvule ?x5269 (_ bv4095 32)))))))
(assert
 (bvule v2904@B (_ bv7 64)))
(assert
 (let ((?x7317 ((_ extract 31 4) tid.x@B)))
 (let ((?x8349 (concat (_ bv0 4) ?x7317)))
 (let ((?x9389 ((_ extract 31 0) v2904@B)))
 (let ((?x1075 (bvmul (_ bv8 32) ?x9389)))
 (let ((?x6291 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8348 (concat (bvadd ?x6291 (concat (_ bv0 30) (bvadd ?x1075 ?x8349))) (_ bv0 2))))
 (let ((?x1073 (mem!block_tables!32 (bvadd ?x8348 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1073) (bvule ?x1073 (_ bv4095 32)))))))))))
(assert
 (let (($x107 (= ctaid.z@A ctaid.z@B)))
 (let (($x57 (= ctaid.y@A ctaid.y@B)))
 (let (($x1676 (= ctaid.x@A ctaid.x@B)))
 (and $x1676 $x57 $x107)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x256 (= param!power (_ bv1 32))))
(let (($x15790 (and (distinct $x256 $x256) true)))
(or $x15790 $x15790 $x15790 $x15790 $x15790 $x15790))))
(check-sat)
