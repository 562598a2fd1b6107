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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv5 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv5 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x10072 (= ctaid.z@A ctaid.z@B)))
 (let (($x11765 (= ctaid.y@A ctaid.y@B)))
 (let (($x12287 (= ctaid.x@A ctaid.x@B)))
 (and $x12287 $x11765 $x10072)))))
(assert
 (let ((?x264 (bvadd ((_ extract 8 5) tid.x@A) (concat ((_ extract 1 0) ctaid.x@A) (_ bv0 2)))))
(let (($x266 (bvule (_ bv45 6) (concat ?x264 (_ bv0 2)))))
(let ((?x245 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 29 4) ?x245) (_ bv0 26))))
(let (($x267 (not $x255)))
(let (($x271 (not (or $x267 $x266))))
(let (($x212 (= param!power (_ bv1 32))))
(let (($x272 (and $x212 $x271)))
(or $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272 $x272))))))))))
(check-sat)
