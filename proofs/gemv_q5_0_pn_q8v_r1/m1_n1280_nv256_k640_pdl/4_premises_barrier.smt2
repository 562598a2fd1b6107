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
 (bvult ctaid.x@A (_ bv192 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv192 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x4408 (= ctaid.z@A ctaid.z@B)))
 (let (($x4761 (= ctaid.y@A ctaid.y@B)))
 (let (($x4406 (= ctaid.x@A ctaid.x@B)))
 (and $x4406 $x4761 $x4408)))))
(assert
 (let ((?x408 ((_ extract 31 5) tid.x@A)))
(let ((?x409 (concat (_ bv0 5) ?x408)))
(let ((?x551 (bvadd ?x409 (concat (bvadd (_ bv536870752 29) ((_ extract 28 0) ctaid.x@A)) (_ bv0 3)))))
(let (($x608 (not (= ((_ extract 31 9) ?x551) (_ bv0 23)))))
(let ((?x606 (bvadd ((_ extract 13 5) tid.x@A) (concat (bvadd (_ bv32 6) ((_ extract 5 0) ctaid.x@A)) (_ bv0 3)))))
(let (($x607 (bvule (_ bv256 9) ?x606)))
(let ((?x145 ((_ extract 7 0) ctaid.x@A)))
(let (($x439 (bvule (_ bv160 8) ?x145)))
(let (($x143 (= ((_ extract 31 8) ctaid.x@A) (_ bv0 24))))
(let (($x150 (not $x143)))
(let (($x440 (or $x150 $x439)))
(let (($x441 (not $x440)))
(let (($x2079 (not (or $x441 $x607 $x608))))
(let (($x356 (= param!power (_ bv1 32))))
(let (($x2160 (and $x356 $x2079)))
(let (($x428 (not (= ((_ extract 31 11) (bvadd ?x409 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3)))) (_ bv0 21)))))
(let (($x427 (bvule (_ bv1280 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ?x145 (_ bv0 3))))))
(let (($x1983 (not (or $x150 $x427 $x428 $x439))))
(let (($x1984 (and $x356 $x1983)))
(let (($x827 (= ?x408 (_ bv0 27))))
(let (($x832 (and $x356 $x827)))
(or $x356 $x356 $x356 $x356 $x356 $x832 $x832 $x832 $x832 $x832 $x832 $x832 $x832 $x832 $x832 $x1984 $x1984 $x1984 $x1984 $x1984 $x2160 $x2160 $x2160 $x2160 $x2160)))))))))))))))))))))))
(check-sat)
