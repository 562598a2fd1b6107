; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
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
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x282 (and $x255 $x277)))
(or $x282)))))
(check-sat)
