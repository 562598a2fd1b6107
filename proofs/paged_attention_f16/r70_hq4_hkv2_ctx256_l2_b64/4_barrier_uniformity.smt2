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
(declare-fun v1565@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v1565@B () (_ BitVec 64))
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
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2895 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2885 (mem!block_tables!32 (bvadd ?x2895 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2885) (bvule ?x2885 (_ bv63 32)))))))
(assert
 (bvule v1565@A (_ bv1 64)))
(assert
 (let ((?x6190 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v1565@A)) (concat (_ bv0 4) ((_ extract 31 4) tid.x@A)))))
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6210 (concat (bvadd ?x540 (concat (_ bv0 30) ?x6190)) (_ bv0 2))))
 (let ((?x6213 (mem!block_tables!32 (bvadd ?x6210 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6213) (bvule ?x6213 (_ bv63 32))))))))
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
 (let ((?x8754 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8754) (bvule ?x8754 (_ bv256 32)))))
(assert
 (let ((?x4675 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x8745 (concat (bvadd ?x4675 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))) (_ bv0 2))))
 (let ((?x8747 (mem!block_tables!32 (bvadd ?x8745 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8747) (bvule ?x8747 (_ bv63 32)))))))
(assert
 (let ((?x4675 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4840 (concat (bvadd ?x4675 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x8739 (mem!block_tables!32 (bvadd ?x4840 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8739) (bvule ?x8739 (_ bv63 32)))))))
(assert
 (bvule v1565@B (_ bv1 64)))
(assert
 (let ((?x4671 ((_ extract 31 4) tid.x@B)))
 (let ((?x4720 (concat (_ bv0 4) ?x4671)))
 (let ((?x4823 ((_ extract 31 0) v1565@B)))
 (let ((?x4760 (bvmul (_ bv8 32) ?x4823)))
 (let ((?x4675 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5763 (concat (bvadd ?x4675 (concat (_ bv0 30) (bvadd ?x4760 ?x4720))) (_ bv0 2))))
 (let ((?x4615 (mem!block_tables!32 (bvadd ?x5763 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4615) (bvule ?x4615 (_ bv63 32)))))))))))
(assert
 (let (($x213 (= ctaid.z@A ctaid.z@B)))
 (let (($x223 (= ctaid.y@A ctaid.y@B)))
 (let (($x157 (= ctaid.x@A ctaid.x@B)))
 (and $x157 $x223 $x213)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x255 (= param!power (_ bv1 32))))
(let (($x3787 (and (distinct $x255 $x255) true)))
(or $x3787 $x3787 $x3787 $x3787 $x3787 $x3787))))
(check-sat)
