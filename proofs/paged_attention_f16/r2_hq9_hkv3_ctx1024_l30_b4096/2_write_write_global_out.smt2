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
(declare-fun v2524@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v2524@B () (_ BitVec 64))
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
 (bvult ctaid.z@A (_ bv2 32)))
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
 (let ((?x2875 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2864 (mem!block_tables!32 (bvadd ?x2875 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2864) (bvule ?x2864 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3882 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3863 (mem!block_tables!32 (bvadd ?x3882 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3863) (bvule ?x3863 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4895 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4872 (mem!block_tables!32 (bvadd ?x4895 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4872) (bvule ?x4872 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5915 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5884 (mem!block_tables!32 (bvadd ?x5915 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5884) (bvule ?x5884 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6940 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6941 (mem!block_tables!32 (bvadd ?x6940 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6941) (bvule ?x6941 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7972 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7960 (mem!block_tables!32 (bvadd ?x7972 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7960) (bvule ?x7960 (_ bv4095 32)))))))
(assert
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9012 (concat (bvadd ?x544 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9006 (mem!block_tables!32 (bvadd ?x9012 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9006) (bvule ?x9006 (_ bv4095 32)))))))
(assert
 (bvule v2524@A (_ bv31 64)))
(assert
 (let ((?x11451 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v2524@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x544 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x11484 (concat (bvadd ?x544 (concat (_ bv0 30) ?x11451)) (_ bv0 2))))
 (let ((?x11476 (mem!block_tables!32 (bvadd ?x11484 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11476) (bvule ?x11476 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv2 32)))
(assert
 (let ((?x9474 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9474) (bvule ?x9474 (_ bv1024 32)))))
(assert
 (let ((?x6388 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8435 (concat (bvadd ?x6388 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x1165 (mem!block_tables!32 (bvadd ?x8435 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1165) (bvule ?x1165 (_ bv4095 32)))))))
(assert
 (let ((?x5359 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x6388 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7404 (concat (bvadd ?x6388 ?x5359) (_ bv0 2))))
 (let ((?x9476 (mem!block_tables!32 (bvadd ?x7404 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9476) (bvule ?x9476 (_ bv4095 32))))))))
(assert
 (let ((?x3340 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))))
 (let ((?x6388 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5360 (concat (bvadd ?x6388 ?x3340) (_ bv0 2))))
 (let ((?x7405 (mem!block_tables!32 (bvadd ?x5360 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7405) (bvule ?x7405 (_ bv4095 32))))))))
(assert
 (let ((?x6388 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3341 (concat (bvadd ?x6388 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5361 (mem!block_tables!32 (bvadd ?x3341 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5361) (bvule ?x5361 (_ bv4095 32)))))))
(assert
 (let ((?x6388 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x9480 (concat (bvadd ?x6388 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x3342 (mem!block_tables!32 (bvadd ?x9480 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3342) (bvule ?x3342 (_ bv4095 32)))))))
(assert
 (let ((?x5364 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))))
 (let ((?x6388 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x7409 (concat (bvadd ?x6388 ?x5364) (_ bv0 2))))
 (let ((?x9481 (mem!block_tables!32 (bvadd ?x7409 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9481) (bvule ?x9481 (_ bv4095 32))))))))
(assert
 (let ((?x3345 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))))
 (let ((?x6388 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5365 (concat (bvadd ?x6388 ?x3345) (_ bv0 2))))
 (let ((?x7410 (mem!block_tables!32 (bvadd ?x5365 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7410) (bvule ?x7410 (_ bv4095 32))))))))
(assert
 (let ((?x6388 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x3346 (concat (bvadd ?x6388 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5366 (mem!block_tables!32 (bvadd ?x3346 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5366) (bvule ?x5366 (_ bv4095 32)))))))
(assert
 (bvule v2524@B (_ bv31 64)))
(assert
 (let ((?x7414 ((_ extract 31 6) tid.x@B)))
 (let ((?x8446 (concat (_ bv0 6) ?x7414)))
 (let ((?x9486 ((_ extract 31 0) v2524@B)))
 (let ((?x1187 (bvmul (_ bv2 32) ?x9486)))
 (let ((?x6388 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8445 (concat (bvadd ?x6388 (concat (_ bv0 30) (bvadd ?x1187 ?x8446))) (_ bv0 2))))
 (let ((?x1185 (mem!block_tables!32 (bvadd ?x8445 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1185) (bvule ?x1185 (_ bv4095 32)))))))))))
(assert
 (let ((?x10756 ((_ extract 5 0) tid.x@A)))
 (let ((?x357 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x11140 (concat ?x357 ?x10756 (_ bv0 1))))
 (let (($x230 (= off!ww_global_out_A ?x11140)))
 (let ((?x275 ((_ extract 31 6) tid.x@A)))
 (let (($x280 (= ?x275 (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x285 (and $x256 $x280)))
 (let (($x153 (and $x285 $x230 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x153))))))))))))
(assert
 (let ((?x5355 ((_ extract 5 0) tid.x@B)))
 (let ((?x8432 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x1159 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x3334 (bvadd ?x1159 ?x8432)))
 (let ((?x4341 (concat ?x3334 ?x5355 (_ bv0 1))))
 (let ((?x7414 ((_ extract 31 6) tid.x@B)))
 (let (($x3335 (= ?x7414 (_ bv0 26))))
 (let (($x256 (= param!power (_ bv1 32))))
 (let (($x4342 (and $x256 $x3335)))
 (let (($x169 (and $x4342 (= off!ww_global_out_B ?x4341) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x169)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x159 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x114 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x114 $x159))))
(check-sat)
