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
 (let ((?x547 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x553 (concat (bvadd ?x547 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x518 (mem!block_tables!32 (bvadd ?x553 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x518) (bvule ?x518 (_ bv63 32)))))))
(assert
 (let ((?x547 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2906 (concat (bvadd ?x547 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2896 (mem!block_tables!32 (bvadd ?x2906 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2896) (bvule ?x2896 (_ bv63 32)))))))
(assert
 (let ((?x547 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x553 (concat (bvadd ?x547 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x518 (mem!block_tables!32 (bvadd ?x553 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x518) (bvule ?x518 (_ bv63 32)))))))
(assert
 (let ((?x547 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x553 (concat (bvadd ?x547 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8948 (bvadd (_ bv32 64) ?x553)))
 (let ((?x8917 (mem!block_tables!32 (bvadd ?x8948 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8917) (bvule ?x8917 (_ bv63 32))))))))
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
 (let ((?x10984 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10984) (bvule ?x10984 (_ bv256 32)))))
(assert
 (let ((?x11563 ((_ extract 31 4) tid.x@B)))
 (let ((?x11565 (concat (_ bv0 34) ?x11563)))
 (let ((?x13201 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13197 (concat (bvadd ?x13201 ?x11565) (_ bv0 2))))
 (let ((?x13189 (mem!block_tables!32 (bvadd ?x13197 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13189) (bvule ?x13189 (_ bv63 32)))))))))
(assert
 (let ((?x13185 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x13201 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10993 (concat (bvadd ?x13201 ?x13185) (_ bv0 2))))
 (let ((?x10989 (mem!block_tables!32 (bvadd ?x10993 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10989) (bvule ?x10989 (_ bv63 32))))))))
(assert
 (let ((?x11563 ((_ extract 31 4) tid.x@B)))
 (let ((?x11565 (concat (_ bv0 34) ?x11563)))
 (let ((?x13201 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13197 (concat (bvadd ?x13201 ?x11565) (_ bv0 2))))
 (let ((?x13189 (mem!block_tables!32 (bvadd ?x13197 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13189) (bvule ?x13189 (_ bv63 32)))))))))
(assert
 (let ((?x11563 ((_ extract 31 4) tid.x@B)))
 (let ((?x11565 (concat (_ bv0 34) ?x11563)))
 (let ((?x13201 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x13197 (concat (bvadd ?x13201 ?x11565) (_ bv0 2))))
 (let ((?x13195 (bvadd (_ bv32 64) ?x13197)))
 (let ((?x11004 (mem!block_tables!32 (bvadd ?x13195 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11004) (bvule ?x11004 (_ bv63 32))))))))))
(assert
 (let (($x1838 (= ctaid.z@A ctaid.z@B)))
 (let (($x219 (= ctaid.y@A ctaid.y@B)))
 (let (($x1852 (= ctaid.x@A ctaid.x@B)))
 (and $x1852 $x219 $x1838)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x255 (= param!power (_ bv1 32))))
(let (($x3678 (and (distinct $x255 $x255) true)))
(or $x3678 $x3678 $x3678 $x3678 $x3678 $x3678))))
(check-sat)
