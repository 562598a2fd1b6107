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
 (bvult ctaid.x@A (_ bv512 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv512 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1465 (= ctaid.z@A ctaid.z@B)))
 (let (($x1666 (= ctaid.y@A ctaid.y@B)))
 (let (($x1643 (= ctaid.x@A ctaid.x@B)))
 (and $x1643 $x1666 $x1465)))))
(assert
 (let (($x251 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x227 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x232 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x233 (bvadd ?x232 ?x227)))
(let (($x256 (not (or (not (= ((_ extract 31 12) ?x233) (_ bv0 20))) $x251))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x257 (and $x207 $x256)))
(or $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257 $x257)))))))))
(check-sat)
