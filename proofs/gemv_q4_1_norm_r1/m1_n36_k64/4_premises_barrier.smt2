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
 (bvult ctaid.x@A (_ bv9 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1067 (= ctaid.z@A ctaid.z@B)))
 (let (($x194 (= ctaid.y@A ctaid.y@B)))
 (let (($x80 (= ctaid.x@A ctaid.x@B)))
 (and $x80 $x194 $x1067)))))
(assert
 (let (($x265 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x244 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x249 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x250 (bvadd ?x249 ?x244)))
(let (($x270 (not (or (not (= ((_ extract 31 6) ?x250) (_ bv0 26))) $x265))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x271 (and $x229 $x270)))
(let ((?x127 ((_ extract 0 0) ctaid.y@A)))
(let (($x131 (= ?x127 (_ bv1 1))))
(let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x132 (not $x126)))
(let (($x133 (or $x132 $x131)))
(let (($x134 (not $x133)))
(let (($x375 (and $x229 $x270 $x134)))
(or $x375 $x375 $x375 $x375 $x375 $x271 $x271 $x271 $x271 $x271))))))))))))))))
(check-sat)
