; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv192 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv192 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x238 (= ctaid.z@A ctaid.z@B)))
 (let (($x4232 (= ctaid.y@A ctaid.y@B)))
 (let (($x74 (= ctaid.x@A ctaid.x@B)))
 (and $x74 $x4232 $x238)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x6081 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x5982 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x5982 (_ bv5 32)) (bvlshr ?x6081 (_ bv5 32))))))
(assert
 (let (($x2776 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 3))))))
(let ((?x2778 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3))))
(let ((?x2760 ((_ extract 31 5) tid.x@B)))
(let ((?x2779 (concat (_ bv0 5) ?x2760)))
(let ((?x2780 (bvadd ?x2779 ?x2778)))
(let (($x2783 (not (= ((_ extract 31 11) ?x2780) (_ bv0 21)))))
(let (($x2785 (not (or $x2783 $x2776))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x2786 (and $x313 $x2785)))
(let ((?x6081 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x5745 (bvand ?x6081 (_ bv31 32))))
(let (($x4962 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x5745)))))
(let (($x373 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x352 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x356 ((_ extract 31 5) tid.x@A)))
(let ((?x357 (concat (_ bv0 5) ?x356)))
(let ((?x358 (bvadd ?x357 ?x352)))
(let (($x374 (not (= ((_ extract 31 11) ?x358) (_ bv0 21)))))
(let (($x1785 (not (or $x374 $x373))))
(let (($x1786 (and $x313 $x1785)))
(let (($x4263 (and $x1786 $x4962 (not $x2786))))
(let (($x4745 (or $x4263)))
(let (($x2761 (= ?x2760 (_ bv0 27))))
(let (($x2762 (and $x313 $x2761)))
(let (($x6106 (not $x2762)))
(let (($x631 (= ?x356 (_ bv0 27))))
(let (($x636 (and $x313 $x631)))
(let (($x4827 (and $x636 $x4962 $x6106)))
(let (($x4858 (or $x4827)))
(or $x4858 $x4858 $x4858 $x4858 $x4858 $x4858 $x4858 $x4858 $x4858 $x4858 $x4745 $x4745 $x4745 $x4745 $x4745)))))))))))))))))))))))))))))))
(check-sat)
