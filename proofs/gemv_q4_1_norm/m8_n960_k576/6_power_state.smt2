; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv240 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x285 (not (= ((_ extract 29 2) ctaid.y@A) (_ bv0 28)))))
(let (($x2240 (not (or $x285 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x654 ((_ extract 4 0) tid.x@A)))
(let (($x3393 (= ?x654 (_ bv0 5))))
(let (($x267 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x246 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x251 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x252 (bvadd ?x251 ?x246)))
(let (($x272 (not (or (not (= ((_ extract 31 10) ?x252) (_ bv0 22))) $x267))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x4535 (and $x231 $x272 $x3393 $x2240)))
(let (($x1612 (not (or $x285 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3923 (and $x231 $x272 $x3393 $x1612)))
(let (($x983 (not (or $x285 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3827 (and $x231 $x272 $x3393 $x983)))
(let (($x289 (not (or $x285 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3392 (and $x231 $x272 $x3393 $x289)))
(or $x3392 $x3827 $x3923 $x4535)))))))))))))))))))
(check-sat)
