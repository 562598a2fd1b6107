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
 (bvult ctaid.x@A (_ bv160 32)))
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
 (bvult ctaid.x@B (_ bv160 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x4209 (= ctaid.z@A ctaid.z@B)))
 (let (($x3487 (= ctaid.y@A ctaid.y@B)))
 (let (($x4208 (= ctaid.x@A ctaid.x@B)))
 (and $x4208 $x3487 $x4209)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x5041 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x5079 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x5079 (_ bv5 32)) (bvlshr ?x5041 (_ bv5 32))))))
(assert
 (let (($x2775 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 3))))))
(let ((?x2777 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3))))
(let ((?x2759 ((_ extract 31 5) tid.x@B)))
(let ((?x2778 (concat (_ bv0 5) ?x2759)))
(let ((?x2779 (bvadd ?x2778 ?x2777)))
(let (($x2782 (not (= ((_ extract 31 11) ?x2779) (_ bv0 21)))))
(let (($x2784 (not (or $x2782 $x2775))))
(let (($x312 (= param!power (_ bv1 32))))
(let (($x2785 (and $x312 $x2784)))
(let ((?x5041 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x6067 (bvand ?x5041 (_ bv31 32))))
(let (($x4856 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x6067)))))
(let (($x372 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x351 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x355 ((_ extract 31 5) tid.x@A)))
(let ((?x356 (concat (_ bv0 5) ?x355)))
(let ((?x357 (bvadd ?x356 ?x351)))
(let (($x373 (not (= ((_ extract 31 11) ?x357) (_ bv0 21)))))
(let (($x1785 (not (or $x373 $x372))))
(let (($x1786 (and $x312 $x1785)))
(let (($x5384 (and $x1786 $x4856 (not $x2785))))
(let (($x4050 (or $x5384)))
(let (($x2760 (= ?x2759 (_ bv0 27))))
(let (($x2761 (and $x312 $x2760)))
(let (($x4454 (not $x2761)))
(let (($x630 (= ?x355 (_ bv0 27))))
(let (($x635 (and $x312 $x630)))
(let (($x5167 (and $x635 $x4856 $x4454)))
(let (($x5142 (or $x5167)))
(or $x5142 $x5142 $x5142 $x5142 $x5142 $x5142 $x5142 $x5142 $x5142 $x5142 $x4050 $x4050 $x4050 $x4050 $x4050)))))))))))))))))))))))))))))))
(check-sat)
