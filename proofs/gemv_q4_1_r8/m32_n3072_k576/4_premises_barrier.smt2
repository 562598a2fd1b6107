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
 (bvult ctaid.x@A (_ bv384 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv384 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8481 (= ctaid.z@A ctaid.z@B)))
 (let (($x7702 (= ctaid.y@A ctaid.y@B)))
 (let (($x9243 (= ctaid.x@A ctaid.x@B)))
 (and $x9243 $x7702 $x8481)))))
(assert
 (let ((?x267 (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2)))))
(let (($x269 (bvule (_ bv3072 12) (concat ?x267 (_ bv0 1)))))
(let ((?x248 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x258 (= ((_ extract 30 11) ?x248) (_ bv0 20))))
(let (($x270 (not $x258)))
(let (($x274 (not (or $x270 $x269))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x275 (and $x211 $x274)))
(or $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275 $x275))))))))))
(check-sat)
