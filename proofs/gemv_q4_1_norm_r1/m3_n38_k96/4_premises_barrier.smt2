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
 (bvult ctaid.x@A (_ bv10 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv10 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1626 (= ctaid.z@A ctaid.z@B)))
 (let (($x908 (= ctaid.y@A ctaid.y@B)))
 (let (($x204 (= ctaid.x@A ctaid.x@B)))
 (and $x204 $x908 $x1626)))))
(assert
 (let (($x269 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x248 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x253 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x254 (bvadd ?x253 ?x248)))
(let (($x274 (not (or (not (= ((_ extract 31 6) ?x254) (_ bv0 26))) $x269))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x275 (and $x233 $x274)))
(let ((?x130 ((_ extract 1 0) ctaid.y@A)))
(let (($x135 (= ?x130 (_ bv3 2))))
(let (($x128 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
(let (($x136 (not $x128)))
(let (($x137 (or $x136 $x135)))
(let (($x138 (not $x137)))
(let (($x311 (and $x233 $x274 $x138)))
(or $x311 $x311 $x311 $x311 $x311 $x275 $x275 $x275 $x275 $x275))))))))))))))))
(check-sat)
