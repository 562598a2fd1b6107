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
 (bvult ctaid.x@A (_ bv12 32)))
(assert
 (bvult ctaid.y@A (_ bv10 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv12 32)))
(assert
 (bvult ctaid.y@B (_ bv10 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2785 (= ctaid.z@A ctaid.z@B)))
 (let (($x59 (= ctaid.y@A ctaid.y@B)))
 (let (($x2918 (= ctaid.x@A ctaid.x@B)))
 (and $x2918 $x59 $x2785)))))
(assert
 (let (($x246 (bvule (_ bv46 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 6) ?x231) (_ bv0 26))) $x246))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x252 (and $x210 $x251)))
(or $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252 $x252)))))))))
(check-sat)
