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
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
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
 (bvult ctaid.z@A (_ bv8 32)))
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
 (let ((?x2869 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2858 (mem!block_tables!32 (bvadd ?x2869 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2858) (bvule ?x2858 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3882 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3863 (mem!block_tables!32 (bvadd ?x3882 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3863) (bvule ?x3863 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4901 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4878 (mem!block_tables!32 (bvadd ?x4901 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4878) (bvule ?x4878 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5927 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5896 (mem!block_tables!32 (bvadd ?x5927 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5896) (bvule ?x5896 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6958 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6959 (mem!block_tables!32 (bvadd ?x6958 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6959) (bvule ?x6959 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7996 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7984 (mem!block_tables!32 (bvadd ?x7996 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7984) (bvule ?x7984 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9042 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9036 (mem!block_tables!32 (bvadd ?x9042 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9036) (bvule ?x9036 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x13292 (bvadd (_ bv32 64) ?x552)))
 (let ((?x13262 (mem!block_tables!32 (bvadd ?x13292 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13262) (bvule ?x13262 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x14761 (bvadd (_ bv64 64) ?x552)))
 (let ((?x14760 (mem!block_tables!32 (bvadd ?x14761 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14760) (bvule ?x14760 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x16210 (bvadd (_ bv96 64) ?x552)))
 (let ((?x16183 (mem!block_tables!32 (bvadd ?x16210 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16183) (bvule ?x16183 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17670 (bvadd (_ bv128 64) ?x552)))
 (let ((?x17658 (mem!block_tables!32 (bvadd ?x17670 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17658) (bvule ?x17658 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19128 (bvadd (_ bv160 64) ?x552)))
 (let ((?x19116 (mem!block_tables!32 (bvadd ?x19128 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19116) (bvule ?x19116 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20586 (bvadd (_ bv192 64) ?x552)))
 (let ((?x20585 (mem!block_tables!32 (bvadd ?x20586 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20585) (bvule ?x20585 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22038 (bvadd (_ bv224 64) ?x552)))
 (let ((?x22026 (mem!block_tables!32 (bvadd ?x22038 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22026) (bvule ?x22026 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv8 32)))
(assert
 (let ((?x14854 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14854) (bvule ?x14854 (_ bv1024 32)))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15867 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15845 (mem!block_tables!32 (bvadd ?x15867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15845) (bvule ?x15845 (_ bv4095 32)))))))
(assert
 (let ((?x15172 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15260 (concat (bvadd ?x15868 ?x15172) (_ bv0 2))))
 (let ((?x15422 (mem!block_tables!32 (bvadd ?x15260 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15422) (bvule ?x15422 (_ bv4095 32))))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15815 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14834 (mem!block_tables!32 (bvadd ?x15815 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14834) (bvule ?x14834 (_ bv4095 32)))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15820 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15819 (mem!block_tables!32 (bvadd ?x15820 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15819) (bvule ?x15819 (_ bv4095 32)))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15825 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15824 (mem!block_tables!32 (bvadd ?x15825 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15824) (bvule ?x15824 (_ bv4095 32)))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16057 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15829 (mem!block_tables!32 (bvadd ?x16057 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15829) (bvule ?x15829 (_ bv4095 32)))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15836 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15835 (mem!block_tables!32 (bvadd ?x15836 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15835) (bvule ?x15835 (_ bv4095 32)))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15841 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15840 (mem!block_tables!32 (bvadd ?x15841 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15840) (bvule ?x15840 (_ bv4095 32)))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15867 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15845 (mem!block_tables!32 (bvadd ?x15867 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15845) (bvule ?x15845 (_ bv4095 32)))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15867 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15071 (bvadd (_ bv32 64) ?x15867)))
 (let ((?x15047 (mem!block_tables!32 (bvadd ?x15071 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15047) (bvule ?x15047 (_ bv4095 32))))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15867 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15132 (bvadd (_ bv64 64) ?x15867)))
 (let ((?x15102 (mem!block_tables!32 (bvadd ?x15132 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15102) (bvule ?x15102 (_ bv4095 32))))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15867 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15193 (bvadd (_ bv96 64) ?x15867)))
 (let ((?x15163 (mem!block_tables!32 (bvadd ?x15193 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15163) (bvule ?x15163 (_ bv4095 32))))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15867 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15253 (bvadd (_ bv128 64) ?x15867)))
 (let ((?x15242 (mem!block_tables!32 (bvadd ?x15253 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15242) (bvule ?x15242 (_ bv4095 32))))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15867 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15314 (bvadd (_ bv160 64) ?x15867)))
 (let ((?x15280 (mem!block_tables!32 (bvadd ?x15314 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15280) (bvule ?x15280 (_ bv4095 32))))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15867 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15375 (bvadd (_ bv192 64) ?x15867)))
 (let ((?x15340 (mem!block_tables!32 (bvadd ?x15375 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15340) (bvule ?x15340 (_ bv4095 32))))))))
(assert
 (let ((?x15868 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15867 (concat (bvadd ?x15868 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15436 (bvadd (_ bv224 64) ?x15867)))
 (let ((?x15400 (mem!block_tables!32 (bvadd ?x15436 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15400) (bvule ?x15400 (_ bv4095 32))))))))
(assert
 (let ((?x358 (bvadd (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv3 32) ctaid.y@A))))))
 (let ((?x361 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x358 (_ bv0 6))) (_ bv0 1))))
 (let (($x190 (= off!ww_global_out_A ?x361)))
 (let (($x281 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x286 (and $x257 $x281)))
 (let (($x171 (and $x286 $x190 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x171))))))))))
(assert
 (let ((?x14832 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x14896 (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x15109 (concat (_ bv0 31) tid.x@B)))
 (let ((?x15213 (concat (bvadd ?x15109 (concat (bvadd ?x14896 ?x14832) (_ bv0 6))) (_ bv0 1))))
 (let (($x15530 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x257 (= param!power (_ bv1 32))))
 (let (($x15578 (and $x257 $x15530)))
 (let (($x172 (and $x15578 (= off!ww_global_out_B ?x15213) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x172)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x242 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let ((?x163 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x163) (bvult off!ww_global_out_B ?x242)))))
(check-sat)
