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
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2898 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2888 (mem!block_tables!32 (bvadd ?x2898 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2888) (bvule ?x2888 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x6809 (bvadd (_ bv32 64) ?x546)))
 (let ((?x6773 (mem!block_tables!32 (bvadd ?x6809 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6773) (bvule ?x6773 (_ bv63 32))))))))
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
 (let ((?x10542 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10542) (bvule ?x10542 (_ bv256 32)))))
(assert
 (let ((?x8705 ((_ extract 31 4) tid.x@B)))
 (let ((?x8706 (concat (_ bv0 34) ?x8705)))
 (let ((?x8702 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10560 (concat (bvadd ?x8702 ?x8706) (_ bv0 2))))
 (let ((?x8693 (mem!block_tables!32 (bvadd ?x10560 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8693) (bvule ?x8693 (_ bv63 32)))))))))
(assert
 (let ((?x8687 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x8702 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10548 (concat (bvadd ?x8702 ?x8687) (_ bv0 2))))
 (let ((?x8685 (mem!block_tables!32 (bvadd ?x10548 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8685) (bvule ?x8685 (_ bv63 32))))))))
(assert
 (let ((?x8705 ((_ extract 31 4) tid.x@B)))
 (let ((?x8706 (concat (_ bv0 34) ?x8705)))
 (let ((?x8702 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10560 (concat (bvadd ?x8702 ?x8706) (_ bv0 2))))
 (let ((?x8693 (mem!block_tables!32 (bvadd ?x10560 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8693) (bvule ?x8693 (_ bv63 32)))))))))
(assert
 (let ((?x8705 ((_ extract 31 4) tid.x@B)))
 (let ((?x8706 (concat (_ bv0 34) ?x8705)))
 (let ((?x8702 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10560 (concat (bvadd ?x8702 ?x8706) (_ bv0 2))))
 (let ((?x8699 (bvadd (_ bv32 64) ?x10560)))
 (let ((?x10558 (mem!block_tables!32 (bvadd ?x8699 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10558) (bvule ?x10558 (_ bv63 32))))))))))
(assert
 (let (($x241 (= ctaid.z@A ctaid.z@B)))
 (let (($x1768 (= ctaid.y@A ctaid.y@B)))
 (let (($x1771 (= ctaid.x@A ctaid.x@B)))
 (and $x1771 $x1768 $x241)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x255 (= param!power (_ bv1 32))))
(let (($x2792 (and (distinct $x255 $x255) true)))
(or $x2792 $x2792 $x2792 $x2792 $x2792 $x2792))))
(check-sat)
