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
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv384 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2457 (= ctaid.z@A ctaid.z@B)))
 (let (($x2036 (= ctaid.y@A ctaid.y@B)))
 (let (($x2709 (= ctaid.x@A ctaid.x@B)))
 (and $x2709 $x2036 $x2457)))))
(assert
 (let (($x271 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x253 (bvadd ?x252 ?x247)))
(let (($x276 (not (or (not (= ((_ extract 31 11) ?x253) (_ bv0 21))) $x271))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x277 (and $x229 $x276)))
(let ((?x127 ((_ extract 0 0) ctaid.y@A)))
(let (($x131 (= ?x127 (_ bv1 1))))
(let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x132 (not $x126)))
(let (($x133 (or $x132 $x131)))
(let (($x134 (not $x133)))
(let (($x492 (and $x229 $x276 $x134)))
(or $x492 $x492 $x492 $x492 $x492 $x277 $x277 $x277 $x277 $x277 $x277 $x277 $x277 $x277 $x277))))))))))))))))
(check-sat)
