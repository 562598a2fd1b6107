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
 (bvult ctaid.x@A (_ bv3072 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3072 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x183 (= ctaid.z@A ctaid.z@B)))
 (let (($x9987 (= ctaid.y@A ctaid.y@B)))
 (let (($x10814 (= ctaid.x@A ctaid.x@B)))
 (and $x10814 $x9987 $x183)))))
(assert
 (let ((?x261 (bvadd ((_ extract 18 5) tid.x@A) (concat ((_ extract 11 0) ctaid.x@A) (_ bv0 2)))))
(let (($x263 (bvule (_ bv49152 16) (concat ?x261 (_ bv0 2)))))
(let ((?x242 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x252 (= ((_ extract 29 14) ?x242) (_ bv0 16))))
(let (($x264 (not $x252)))
(let (($x268 (not (or $x264 $x263))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x269 (and $x208 $x268)))
(or $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269))))))))))
(check-sat)
