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
 (bvult ctaid.y@A (_ bv37 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv12 32)))
(assert
 (bvult ctaid.y@B (_ bv37 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1673 (= ctaid.z@A ctaid.z@B)))
 (let (($x212 (= ctaid.y@A ctaid.y@B)))
 (let (($x1356 (= ctaid.x@A ctaid.x@B)))
 (and $x1356 $x212 $x1673)))))
(assert
 (let (($x267 (bvule (_ bv46 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x253 (bvadd ?x252 ?x247)))
(let (($x272 (not (or (not (= ((_ extract 31 6) ?x253) (_ bv0 26))) $x267))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x273 (and $x232 $x272)))
(let ((?x130 ((_ extract 5 0) ctaid.y@A)))
(let (($x134 (bvule (_ bv37 6) ?x130)))
(let (($x128 (= ((_ extract 31 6) ctaid.y@A) (_ bv0 26))))
(let (($x135 (not $x128)))
(let (($x136 (or $x135 $x134)))
(let (($x137 (not $x136)))
(let (($x337 (and $x232 $x272 $x137)))
(or $x337 $x337 $x337 $x337 $x337 $x273 $x273 $x273 $x273 $x273))))))))))))))))
(check-sat)
