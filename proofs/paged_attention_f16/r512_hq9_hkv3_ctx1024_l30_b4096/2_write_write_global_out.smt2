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
(declare-fun v2931@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2931@B () (_ BitVec 64))
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv512 32)))
(assert
 (let ((?x267 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x267) (bvule ?x267 (_ bv1024 32)))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2820 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2809 (mem!block_tables!32 (bvadd ?x2820 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2809) (bvule ?x2809 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3833 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3814 (mem!block_tables!32 (bvadd ?x3833 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3814) (bvule ?x3814 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4852 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4829 (mem!block_tables!32 (bvadd ?x4852 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4829) (bvule ?x4829 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5878 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5847 (mem!block_tables!32 (bvadd ?x5878 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5847) (bvule ?x5847 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6909 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6910 (mem!block_tables!32 (bvadd ?x6909 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6910) (bvule ?x6910 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7947 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7935 (mem!block_tables!32 (bvadd ?x7947 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7935) (bvule ?x7935 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8993 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x8987 (mem!block_tables!32 (bvadd ?x8993 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8987) (bvule ?x8987 (_ bv4095 32)))))))
(assert
 (bvule v2931@A (_ bv7 64)))
(assert
 (let ((?x12631 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v2931@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x12651 (concat (bvadd ?x546 (concat (_ bv0 30) ?x12631)) (_ bv0 2))))
 (let ((?x12648 (mem!block_tables!32 (bvadd ?x12651 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x12648) (bvule ?x12648 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv512 32)))
(assert
 (let ((?x6286 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6286) (bvule ?x6286 (_ bv1024 32)))))
(assert
 (let ((?x5272 ((_ extract 31 4) tid.x@B)))
 (let ((?x3229 (concat (_ bv0 34) ?x5272)))
 (let ((?x4252 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5261 (concat (bvadd ?x4252 ?x3229) (_ bv0 2))))
 (let ((?x7318 (mem!block_tables!32 (bvadd ?x5261 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7318) (bvule ?x7318 (_ bv4095 32)))))))))
(assert
 (let ((?x3230 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4252 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5262 (concat (bvadd ?x4252 ?x3230) (_ bv0 2))))
 (let ((?x7319 (mem!block_tables!32 (bvadd ?x5262 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7319) (bvule ?x7319 (_ bv4095 32))))))))
(assert
 (let ((?x4252 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3231 (concat (bvadd ?x4252 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5263 (mem!block_tables!32 (bvadd ?x3231 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5263) (bvule ?x5263 (_ bv4095 32)))))))
(assert
 (let ((?x4252 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9406 (concat (bvadd ?x4252 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3232 (mem!block_tables!32 (bvadd ?x9406 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3232) (bvule ?x3232 (_ bv4095 32)))))))
(assert
 (let ((?x4252 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7323 (concat (bvadd ?x4252 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x9407 (mem!block_tables!32 (bvadd ?x7323 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9407) (bvule ?x9407 (_ bv4095 32)))))))
(assert
 (let ((?x3235 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x4252 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5267 (concat (bvadd ?x4252 ?x3235) (_ bv0 2))))
 (let ((?x7324 (mem!block_tables!32 (bvadd ?x5267 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7324) (bvule ?x7324 (_ bv4095 32))))))))
(assert
 (let ((?x4252 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3236 (concat (bvadd ?x4252 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5268 (mem!block_tables!32 (bvadd ?x3236 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5268) (bvule ?x5268 (_ bv4095 32)))))))
(assert
 (let ((?x4252 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9411 (concat (bvadd ?x4252 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3237 (mem!block_tables!32 (bvadd ?x9411 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3237) (bvule ?x3237 (_ bv4095 32)))))))
(assert
 (bvule v2931@B (_ bv7 64)))
(assert
 (let ((?x5272 ((_ extract 31 4) tid.x@B)))
 (let ((?x6298 (concat (_ bv0 4) ?x5272)))
 (let ((?x7329 ((_ extract 31 0) v2931@B)))
 (let ((?x8367 (bvmul (_ bv8 32) ?x7329)))
 (let ((?x4252 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x6297 (concat (bvadd ?x4252 (concat (_ bv0 30) (bvadd ?x8367 ?x6298))) (_ bv0 2))))
 (let ((?x8366 (mem!block_tables!32 (bvadd ?x6297 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8366) (bvule ?x8366 (_ bv4095 32)))))))))))
(assert
 (let ((?x358 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x361 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x358 (_ bv0 6))) (_ bv0 1))))
 (let (($x237 (= off!ww_global_out_A ?x361)))
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x286 (and $x257 $x281)))
 (let (($x176 (and $x286 $x237 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x176))))))))))
(assert
 (let ((?x5258 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x7315 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x1050 (concat (_ bv0 31) tid.x@B)))
 (let ((?x4238 (concat (bvadd ?x1050 (concat (bvadd ?x7315 ?x5258) (_ bv0 6))) (_ bv0 1))))
 (let (($x9400 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x1052 (and $x257 $x9400)))
 (let (($x1805 (and $x1052 (= off!ww_global_out_B ?x4238) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x1805)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x210 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let (($x95 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x95 (bvult off!ww_global_out_B ?x210)))))
(check-sat)
