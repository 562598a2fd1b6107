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
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x6806 (bvadd (_ bv32 64) ?x546)))
 (let ((?x6770 (mem!block_tables!32 (bvadd ?x6806 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6770) (bvule ?x6770 (_ bv63 32))))))))
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
 (let ((?x10539 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10539) (bvule ?x10539 (_ bv256 32)))))
(assert
 (let ((?x8702 ((_ extract 31 4) tid.x@B)))
 (let ((?x8703 (concat (_ bv0 34) ?x8702)))
 (let ((?x8699 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10557 (concat (bvadd ?x8699 ?x8703) (_ bv0 2))))
 (let ((?x8690 (mem!block_tables!32 (bvadd ?x10557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8690) (bvule ?x8690 (_ bv63 32)))))))))
(assert
 (let ((?x8684 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x8699 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10545 (concat (bvadd ?x8699 ?x8684) (_ bv0 2))))
 (let ((?x8682 (mem!block_tables!32 (bvadd ?x10545 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8682) (bvule ?x8682 (_ bv63 32))))))))
(assert
 (let ((?x8702 ((_ extract 31 4) tid.x@B)))
 (let ((?x8703 (concat (_ bv0 34) ?x8702)))
 (let ((?x8699 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10557 (concat (bvadd ?x8699 ?x8703) (_ bv0 2))))
 (let ((?x8690 (mem!block_tables!32 (bvadd ?x10557 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8690) (bvule ?x8690 (_ bv63 32)))))))))
(assert
 (let ((?x8702 ((_ extract 31 4) tid.x@B)))
 (let ((?x8703 (concat (_ bv0 34) ?x8702)))
 (let ((?x8699 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x10557 (concat (bvadd ?x8699 ?x8703) (_ bv0 2))))
 (let ((?x8696 (bvadd (_ bv32 64) ?x10557)))
 (let ((?x10555 (mem!block_tables!32 (bvadd ?x8696 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10555) (bvule ?x10555 (_ bv63 32))))))))))
(assert
 (let (($x1675 (= ctaid.z@A ctaid.z@B)))
 (let (($x1668 (= ctaid.y@A ctaid.y@B)))
 (let (($x1825 (= ctaid.x@A ctaid.x@B)))
 (and $x1825 $x1668 $x1675)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x255 (= param!power (_ bv1 32))))
(let (($x9991 (and (distinct $x255 $x255) true)))
(or $x9991 $x9991 $x9991 $x9991 $x9991 $x9991))))
(check-sat)
