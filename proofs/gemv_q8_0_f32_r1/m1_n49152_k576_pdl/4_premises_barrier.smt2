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
 (bvult ctaid.x@A (_ bv6144 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv6144 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1356 (= ctaid.z@A ctaid.z@B)))
 (let (($x2277 (= ctaid.y@A ctaid.y@B)))
 (let (($x2013 (= ctaid.x@A ctaid.x@B)))
 (and $x2013 $x2277 $x1356)))))
(assert
 (let ((?x264 (bvadd ((_ extract 19 5) tid.x@A) (concat ((_ extract 12 0) ctaid.x@A) (_ bv0 2)))))
(let (($x266 (bvule (_ bv49152 16) (concat ?x264 (_ bv0 1)))))
(let ((?x245 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 30 15) ?x245) (_ bv0 16))))
(let (($x267 (not $x255)))
(let (($x271 (not (or $x267 $x266))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x272 (and $x207 $x271)))
(or $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272))))))))))
(check-sat)
