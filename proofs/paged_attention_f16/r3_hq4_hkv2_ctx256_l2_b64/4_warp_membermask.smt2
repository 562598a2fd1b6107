; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
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
 (let ((?x6541 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x7676 (bvand ?x6541 (_ bv31 32))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x7684 (and $x255 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x7676)))))))
(let (($x2204 (or $x7684)))
(or $x2204 $x2204 $x2204 $x2204 $x2204 $x2204 $x2204 $x2204 $x2204 $x2204)))))))
(check-sat)
