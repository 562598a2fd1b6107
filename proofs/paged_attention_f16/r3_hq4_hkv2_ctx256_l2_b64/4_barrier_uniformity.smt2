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
 (bvult ctaid.z@A (_ bv3 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x490 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x455 (mem!block_tables!32 (bvadd ?x490 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x455) (bvule ?x455 (_ bv63 32)))))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1955 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1943 (mem!block_tables!32 (bvadd ?x1955 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1943) (bvule ?x1943 (_ bv63 32)))))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x490 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x455 (mem!block_tables!32 (bvadd ?x490 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x455) (bvule ?x455 (_ bv63 32)))))))
(assert
 (let ((?x484 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x490 (concat (bvadd ?x484 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x3871 (bvadd (_ bv32 64) ?x490)))
 (let ((?x3635 (mem!block_tables!32 (bvadd ?x3871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3635) (bvule ?x3635 (_ bv63 32))))))))
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
 (bvult ctaid.z@B (_ bv3 32)))
(assert
 (let ((?x5895 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5895) (bvule ?x5895 (_ bv256 32)))))
(assert
 (let ((?x5865 ((_ extract 31 4) tid.x@B)))
 (let ((?x5866 (concat (_ bv0 34) ?x5865)))
 (let ((?x5868 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5870 (concat (bvadd ?x5868 ?x5866) (_ bv0 2))))
 (let ((?x5878 (mem!block_tables!32 (bvadd ?x5870 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5878) (bvule ?x5878 (_ bv63 32)))))))))
(assert
 (let ((?x5868 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5886 (concat (bvadd ?x5868 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5888 (mem!block_tables!32 (bvadd ?x5886 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5888) (bvule ?x5888 (_ bv63 32)))))))
(assert
 (let ((?x5865 ((_ extract 31 4) tid.x@B)))
 (let ((?x5866 (concat (_ bv0 34) ?x5865)))
 (let ((?x5868 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5870 (concat (bvadd ?x5868 ?x5866) (_ bv0 2))))
 (let ((?x5878 (mem!block_tables!32 (bvadd ?x5870 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5878) (bvule ?x5878 (_ bv63 32)))))))))
(assert
 (let ((?x5865 ((_ extract 31 4) tid.x@B)))
 (let ((?x5866 (concat (_ bv0 34) ?x5865)))
 (let ((?x5868 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5870 (concat (bvadd ?x5868 ?x5866) (_ bv0 2))))
 (let ((?x5871 (bvadd (_ bv32 64) ?x5870)))
 (let ((?x5873 (mem!block_tables!32 (bvadd ?x5871 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5873) (bvule ?x5873 (_ bv63 32))))))))))
(assert
 (let (($x184 (= ctaid.z@A ctaid.z@B)))
 (let (($x169 (= ctaid.y@A ctaid.y@B)))
 (let (($x106 (= ctaid.x@A ctaid.x@B)))
 (and $x106 $x169 $x184)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x255 (= param!power (_ bv1 32))))
(let (($x2151 (and (distinct $x255 $x255) true)))
(or $x2151 $x2151 $x2151 $x2151 $x2151 $x2151))))
(check-sat)
