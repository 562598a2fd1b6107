; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv160 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
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
 (let (($x372 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x351 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x355 ((_ extract 31 5) tid.x@A)))
(let ((?x356 (concat (_ bv0 5) ?x355)))
(let ((?x357 (bvadd ?x356 ?x351)))
(let (($x373 (not (= ((_ extract 31 11) ?x357) (_ bv0 21)))))
(let (($x1785 (not (or $x373 $x372))))
(let (($x312 (= param!power (_ bv1 32))))
(let (($x1786 (and $x312 $x1785)))
(let (($x630 (= ?x355 (_ bv0 27))))
(let (($x635 (and $x312 $x630)))
(or $x312 $x312 $x312 $x312 $x312 $x635 $x635 $x635 $x635 $x635 $x635 $x635 $x635 $x635 $x635 $x1786 $x1786 $x1786 $x1786 $x1786)))))))))))))
(check-sat)
