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
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x84 (= ctaid.z@A ctaid.z@B)))
 (let (($x100 (= ctaid.y@A ctaid.y@B)))
 (let (($x1631 (= ctaid.x@A ctaid.x@B)))
 (and $x1631 $x100 $x84)))))
(assert
 (let (($x270 (bvule (_ bv18 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x246 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x251 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x252 (bvadd ?x251 ?x246)))
(let (($x275 (not (or (not (= ((_ extract 31 5) ?x252) (_ bv0 27))) $x270))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x276 (and $x229 $x275)))
(let ((?x127 ((_ extract 0 0) ctaid.y@A)))
(let (($x131 (= ?x127 (_ bv1 1))))
(let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x132 (not $x126)))
(let (($x133 (or $x132 $x131)))
(let (($x134 (not $x133)))
(let (($x287 (and $x229 $x275 $x134)))
(or $x287 $x287 $x287 $x287 $x287 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276 $x276))))))))))))))))
(check-sat)
