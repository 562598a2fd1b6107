; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x489 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x454 (mem!block_tables!32 (bvadd ?x489 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x454) (bvule ?x454 (_ bv63 32)))))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1951 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1939 (mem!block_tables!32 (bvadd ?x1951 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1939) (bvule ?x1939 (_ bv63 32)))))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x489 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x454 (mem!block_tables!32 (bvadd ?x489 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x454) (bvule ?x454 (_ bv63 32)))))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x489 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x3868 (bvadd (_ bv32 64) ?x489)))
 (let ((?x3734 (mem!block_tables!32 (bvadd ?x3868 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3734) (bvule ?x3734 (_ bv63 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv70 64)))
(assert
 (bvult pelem0_1 (_ bv4 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x255 (= param!power (_ bv1 32))))
(and $x255 $x277))))
(check-sat)
