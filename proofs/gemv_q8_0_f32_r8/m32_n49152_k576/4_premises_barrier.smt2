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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv3072 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3072 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x10080 (= ctaid.z@A ctaid.z@B)))
 (let (($x12704 (= ctaid.y@A ctaid.y@B)))
 (let (($x11396 (= ctaid.x@A ctaid.x@B)))
 (and $x11396 $x12704 $x10080)))))
(assert
 (let ((?x263 (bvadd ((_ extract 18 5) tid.x@A) (concat ((_ extract 11 0) ctaid.x@A) (_ bv0 2)))))
(let (($x265 (bvule (_ bv49152 16) (concat ?x263 (_ bv0 2)))))
(let ((?x244 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x254 (= ((_ extract 29 14) ?x244) (_ bv0 16))))
(let (($x266 (not $x254)))
(let (($x270 (not (or $x266 $x265))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x271 (and $x211 $x270)))
(or $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271 $x271))))))))))
(check-sat)
