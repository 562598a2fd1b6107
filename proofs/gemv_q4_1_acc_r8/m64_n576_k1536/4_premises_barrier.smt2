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
 (bvult ctaid.x@A (_ bv72 32)))
(assert
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv72 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8665 (= ctaid.z@A ctaid.z@B)))
 (let (($x163 (= ctaid.y@A ctaid.y@B)))
 (let (($x8815 (= ctaid.x@A ctaid.x@B)))
 (and $x8815 $x163 $x8665)))))
(assert
 (let ((?x268 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x270 (bvule (_ bv576 10) (concat ?x268 (_ bv0 1)))))
(let ((?x249 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x259 (= ((_ extract 30 9) ?x249) (_ bv0 22))))
(let (($x271 (not $x259)))
(let (($x275 (not (or $x271 $x270))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x276 (and $x211 $x275)))
(or $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276))))))))))
(check-sat)
