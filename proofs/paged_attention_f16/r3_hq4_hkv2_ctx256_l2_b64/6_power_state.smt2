; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v2076@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv3 32)))
(assert
 (let ((?x265 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x265) (bvule ?x265 (_ bv256 32)))))
(assert
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x411 (concat (bvadd ?x405 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x375 (mem!block_tables!32 (bvadd ?x411 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x375) (bvule ?x375 (_ bv63 32)))))))
(assert
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x411 (concat (bvadd ?x405 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x375 (mem!block_tables!32 (bvadd ?x411 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x375) (bvule ?x375 (_ bv63 32)))))))
(assert
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3359 (concat (bvadd ?x405 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3362 (mem!block_tables!32 (bvadd ?x3359 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3362) (bvule ?x3362 (_ bv63 32)))))))
(assert
 (bvule v2076@A (_ bv0 64)))
(assert
 (let ((?x7549 (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v2076@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x405 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7569 (concat (bvadd ?x405 (concat (_ bv0 30) ?x7549)) (_ bv0 2))))
 (let ((?x7536 (mem!block_tables!32 (bvadd ?x7569 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7536) (bvule ?x7536 (_ bv63 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x278 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x256 (= param!power (_ bv1 32))))
(let (($x283 (and $x256 $x278)))
(or $x283)))))
(check-sat)
