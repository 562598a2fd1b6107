; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem2_0 () (_ BitVec 64))
(declare-fun pelem2_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv256 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem2_0 (_ bv1 64)))
(assert
 (bvult pelem2_1 (_ bv2048 64)))
(assert
 (let ((?x1579 ((_ extract 4 0) tid.x@A)))
(let (($x2381 (= ?x1579 (_ bv0 5))))
(let (($x411 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x387 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x389 ((_ extract 31 5) tid.x@A)))
(let ((?x390 (concat (_ bv0 5) ?x389)))
(let ((?x391 (bvadd ?x390 ?x387)))
(let (($x413 (or (not (= ((_ extract 31 12) ?x391) (_ bv0 20))) $x411)))
(let (($x1875 (not $x413)))
(let (($x309 (= param!power (_ bv1 32))))
(and $x309 $x1875 $x2381))))))))))))
(check-sat)
