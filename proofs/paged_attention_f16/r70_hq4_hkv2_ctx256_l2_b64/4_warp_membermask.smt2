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
 (let ((?x8319 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x2082 (bvand ?x8319 (_ bv31 32))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x9074 (and $x255 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2082)))))))
(let (($x7386 (or $x9074)))
(or $x7386 $x7386 $x7386 $x7386 $x7386 $x7386 $x7386 $x7386 $x7386 $x7386)))))))
(check-sat)
