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
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv37 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv6 32)))
(assert
 (bvult ctaid.y@B (_ bv37 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1334 (= ctaid.z@A ctaid.z@B)))
 (let (($x1335 (= ctaid.y@A ctaid.y@B)))
 (let (($x76 (= ctaid.x@A ctaid.x@B)))
 (and $x76 $x1335 $x1334)))))
(assert
 (let (($x274 (bvule (_ bv23 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x250 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x255 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x256 (bvadd ?x255 ?x250)))
(let (($x279 (not (or (not (= ((_ extract 31 5) ?x256) (_ bv0 27))) $x274))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x280 (and $x232 $x279)))
(let ((?x130 ((_ extract 5 0) ctaid.y@A)))
(let (($x134 (bvule (_ bv37 6) ?x130)))
(let (($x128 (= ((_ extract 31 6) ctaid.y@A) (_ bv0 26))))
(let (($x135 (not $x128)))
(let (($x136 (or $x135 $x134)))
(let (($x137 (not $x136)))
(let (($x465 (and $x232 $x279 $x137)))
(or $x465 $x465 $x465 $x465 $x465 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280 $x280))))))))))))))))
(check-sat)
