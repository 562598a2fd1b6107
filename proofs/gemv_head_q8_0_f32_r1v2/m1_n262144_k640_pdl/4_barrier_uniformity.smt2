; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv8192 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
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
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x2236 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
(let (($x2237 (not $x2236)))
(let ((?x2238 ((_ extract 0 0) ctaid.y@B)))
(let (($x2239 (= ?x2238 (_ bv1 1))))
(let (($x2241 (not (or $x2239 $x2237))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2242 (and $x206 $x2241)))
(let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x126 (not $x120)))
(let ((?x121 ((_ extract 0 0) ctaid.y@A)))
(let (($x125 (= ?x121 (_ bv1 1))))
(let (($x212 (not (or $x125 $x126))))
(let (($x213 (and $x206 $x212)))
(let (($x6181 (and (distinct $x213 $x2242) true)))
(or $x6181 $x6181 $x6181 $x6181))))))))))))))))
(check-sat)
