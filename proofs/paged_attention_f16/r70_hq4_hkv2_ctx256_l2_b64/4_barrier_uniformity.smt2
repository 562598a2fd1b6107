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
(declare-fun param!power () (_ BitVec 32))
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
 (let (($x67 (= ctaid.z@A ctaid.z@B)))
 (let (($x68 (= ctaid.y@A ctaid.y@B)))
 (let (($x123 (= ctaid.x@A ctaid.x@B)))
 (and $x123 $x68 $x67)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x255 (= param!power (_ bv1 32))))
(let (($x12438 (and (distinct $x255 $x255) true)))
(or $x12438 $x12438 $x12438 $x12438 $x12438 $x12438))))
(check-sat)
