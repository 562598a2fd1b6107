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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x546 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x517 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x517) (bvule ?x517 (_ bv63 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2902 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2892 (mem!block_tables!32 (bvadd ?x2902 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2892) (bvule ?x2892 (_ bv63 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x517 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x517) (bvule ?x517 (_ bv63 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8945 (bvadd (_ bv32 64) ?x552)))
 (let ((?x8914 (mem!block_tables!32 (bvadd ?x8945 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8914) (bvule ?x8914 (_ bv63 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let ((?x10981 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10981) (bvule ?x10981 (_ bv256 32)))))
(assert
 (let ((?x11560 ((_ extract 31 4) tid.x@B)))
 (let ((?x11562 (concat (_ bv0 34) ?x11560)))
 (let ((?x13198 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13194 (concat (bvadd ?x13198 ?x11562) (_ bv0 2))))
 (let ((?x13186 (mem!block_tables!32 (bvadd ?x13194 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13186) (bvule ?x13186 (_ bv63 32)))))))))
(assert
 (let ((?x13182 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x13198 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10990 (concat (bvadd ?x13198 ?x13182) (_ bv0 2))))
 (let ((?x10986 (mem!block_tables!32 (bvadd ?x10990 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10986) (bvule ?x10986 (_ bv63 32))))))))
(assert
 (let ((?x11560 ((_ extract 31 4) tid.x@B)))
 (let ((?x11562 (concat (_ bv0 34) ?x11560)))
 (let ((?x13198 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13194 (concat (bvadd ?x13198 ?x11562) (_ bv0 2))))
 (let ((?x13186 (mem!block_tables!32 (bvadd ?x13194 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13186) (bvule ?x13186 (_ bv63 32)))))))))
(assert
 (let ((?x11560 ((_ extract 31 4) tid.x@B)))
 (let ((?x11562 (concat (_ bv0 34) ?x11560)))
 (let ((?x13198 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13194 (concat (bvadd ?x13198 ?x11562) (_ bv0 2))))
 (let ((?x13192 (bvadd (_ bv32 64) ?x13194)))
 (let ((?x11001 (mem!block_tables!32 (bvadd ?x13192 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11001) (bvule ?x11001 (_ bv63 32))))))))))
(assert
 (let ((?x351 (bvadd (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv2 32) ctaid.y@A))))))
 (let ((?x354 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x351 (_ bv0 6))) (_ bv0 1))))
 (let (($x1711 (= off!ww_global_out_A ?x354)))
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x282 (and $x255 $x277)))
 (let (($x119 (and $x282 $x1711 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x119))))))))))
(assert
 (let ((?x10966 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv2 32) ctaid.y@B)))))
 (let ((?x10962 (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x13160 (concat (_ bv0 31) tid.x@B)))
 (let ((?x10960 (concat (bvadd ?x13160 (concat (bvadd ?x10962 ?x10966) (_ bv0 6))) (_ bv0 1))))
 (let (($x10968 (= ((_ extract 31 6) tid.x@B) (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x10969 (and $x255 $x10968)))
 (let (($x1653 (and $x10969 (= off!ww_global_out_B ?x10960) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x1653)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x87 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x94 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x94 $x87))))
(check-sat)
