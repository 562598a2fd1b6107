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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv16 32)))
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
 (let ((?x2861 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2850 (mem!block_tables!32 (bvadd ?x2861 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2850) (bvule ?x2850 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3874 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3855 (mem!block_tables!32 (bvadd ?x3874 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3855) (bvule ?x3855 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4893 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4870 (mem!block_tables!32 (bvadd ?x4893 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4870) (bvule ?x4870 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5919 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5888 (mem!block_tables!32 (bvadd ?x5919 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5888) (bvule ?x5888 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6950 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x6951 (mem!block_tables!32 (bvadd ?x6950 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6951) (bvule ?x6951 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7988 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x7976 (mem!block_tables!32 (bvadd ?x7988 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7976) (bvule ?x7976 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x9034 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x9028 (mem!block_tables!32 (bvadd ?x9034 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9028) (bvule ?x9028 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x524 (mem!block_tables!32 (bvadd ?x552 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x524) (bvule ?x524 (_ bv4095 32)))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x13285 (bvadd (_ bv32 64) ?x552)))
 (let ((?x13255 (mem!block_tables!32 (bvadd ?x13285 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13255) (bvule ?x13255 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x14754 (bvadd (_ bv64 64) ?x552)))
 (let ((?x14753 (mem!block_tables!32 (bvadd ?x14754 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14753) (bvule ?x14753 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x16203 (bvadd (_ bv96 64) ?x552)))
 (let ((?x16176 (mem!block_tables!32 (bvadd ?x16203 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x16176) (bvule ?x16176 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x17663 (bvadd (_ bv128 64) ?x552)))
 (let ((?x17651 (mem!block_tables!32 (bvadd ?x17663 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x17651) (bvule ?x17651 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x19121 (bvadd (_ bv160 64) ?x552)))
 (let ((?x19109 (mem!block_tables!32 (bvadd ?x19121 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x19109) (bvule ?x19109 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x20579 (bvadd (_ bv192 64) ?x552)))
 (let ((?x20578 (mem!block_tables!32 (bvadd ?x20579 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x20578) (bvule ?x20578 (_ bv4095 32))))))))
(assert
 (let ((?x546 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x552 (concat (bvadd ?x546 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x22031 (bvadd (_ bv224 64) ?x552)))
 (let ((?x22019 (mem!block_tables!32 (bvadd ?x22031 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x22019) (bvule ?x22019 (_ bv4095 32))))))))
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
 (bvult ctaid.z@B (_ bv16 32)))
(assert
 (let ((?x14865 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14865) (bvule ?x14865 (_ bv1024 32)))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15860 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15838 (mem!block_tables!32 (bvadd ?x15860 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15838) (bvule ?x15838 (_ bv4095 32)))))))
(assert
 (let ((?x15169 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15284 (concat (bvadd ?x15861 ?x15169) (_ bv0 2))))
 (let ((?x15390 (mem!block_tables!32 (bvadd ?x15284 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15390) (bvule ?x15390 (_ bv4095 32))))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15808 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x14827 (mem!block_tables!32 (bvadd ?x15808 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x14827) (bvule ?x14827 (_ bv4095 32)))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15813 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15812 (mem!block_tables!32 (bvadd ?x15813 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15812) (bvule ?x15812 (_ bv4095 32)))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15818 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15817 (mem!block_tables!32 (bvadd ?x15818 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15817) (bvule ?x15817 (_ bv4095 32)))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x16050 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15822 (mem!block_tables!32 (bvadd ?x16050 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15822) (bvule ?x15822 (_ bv4095 32)))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15829 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15828 (mem!block_tables!32 (bvadd ?x15829 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15828) (bvule ?x15828 (_ bv4095 32)))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15834 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x15833 (mem!block_tables!32 (bvadd ?x15834 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15833) (bvule ?x15833 (_ bv4095 32)))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15860 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15838 (mem!block_tables!32 (bvadd ?x15860 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15838) (bvule ?x15838 (_ bv4095 32)))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15860 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15064 (bvadd (_ bv32 64) ?x15860)))
 (let ((?x15025 (mem!block_tables!32 (bvadd ?x15064 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15025) (bvule ?x15025 (_ bv4095 32))))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15860 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15125 (bvadd (_ bv64 64) ?x15860)))
 (let ((?x15076 (mem!block_tables!32 (bvadd ?x15125 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15076) (bvule ?x15076 (_ bv4095 32))))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15860 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15186 (bvadd (_ bv96 64) ?x15860)))
 (let ((?x15150 (mem!block_tables!32 (bvadd ?x15186 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15150) (bvule ?x15150 (_ bv4095 32))))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15860 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15246 (bvadd (_ bv128 64) ?x15860)))
 (let ((?x15210 (mem!block_tables!32 (bvadd ?x15246 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15210) (bvule ?x15210 (_ bv4095 32))))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15860 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15307 (bvadd (_ bv160 64) ?x15860)))
 (let ((?x15283 (mem!block_tables!32 (bvadd ?x15307 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15283) (bvule ?x15283 (_ bv4095 32))))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15860 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15368 (bvadd (_ bv192 64) ?x15860)))
 (let ((?x15313 (mem!block_tables!32 (bvadd ?x15368 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15313) (bvule ?x15313 (_ bv4095 32))))))))
(assert
 (let ((?x15861 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x15860 (concat (bvadd ?x15861 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x15429 (bvadd (_ bv224 64) ?x15860)))
 (let ((?x15405 (mem!block_tables!32 (bvadd ?x15429 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x15405) (bvule ?x15405 (_ bv4095 32))))))))
(assert
 (let (($x104 (= ctaid.z@A ctaid.z@B)))
 (let (($x224 (= ctaid.y@A ctaid.y@B)))
 (let (($x195 (= ctaid.x@A ctaid.x@B)))
 (and $x195 $x224 $x104)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x257 (= param!power (_ bv1 32))))
(let (($x18652 (and (distinct $x257 $x257) true)))
(or $x18652 $x18652 $x18652 $x18652 $x18652 $x18652))))
(check-sat)
