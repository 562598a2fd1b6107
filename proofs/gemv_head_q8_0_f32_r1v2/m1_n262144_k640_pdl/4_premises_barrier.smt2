; benchmark generated from python API
(set-info :status unknown)
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult ctaid.x@A (_ bv8192 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv8192 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x187 (= ctaid.z@A ctaid.z@B)))
 (let (($x2995 (= ctaid.y@A ctaid.y@B)))
 (let (($x113 (= ctaid.x@A ctaid.x@B)))
 (and $x113 $x2995 $x187)))))
(assert
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x126 (not $x120)))
(let ((?x121 ((_ extract 0 0) ctaid.y@A)))
(let (($x125 (= ?x121 (_ bv1 1))))
(let (($x212 (not (or $x125 $x126))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x213 (and $x206 $x212)))
(or $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213 $x213)))))))))
(check-sat)
