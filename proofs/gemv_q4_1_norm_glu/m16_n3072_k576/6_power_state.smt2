; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv384 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x290 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
(let (($x2245 (not (or $x290 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x659 ((_ extract 4 0) tid.x@A)))
(let (($x4069 (= ?x659 (_ bv0 5))))
(let (($x275 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x251 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x256 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x257 (bvadd ?x256 ?x251)))
(let (($x280 (not (or (not (= ((_ extract 31 11) ?x257) (_ bv0 21))) $x275))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x4451 (and $x233 $x280 $x4069 $x2245)))
(let (($x1617 (not (or $x290 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3494 (and $x233 $x280 $x4069 $x1617)))
(let (($x987 (not (or $x290 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x5345 (and $x233 $x280 $x4069 $x987)))
(let (($x294 (not (or $x290 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x5391 (and $x233 $x280 $x4069 $x294)))
(or $x5391 $x5345 $x3494 $x4451)))))))))))))))))))
(check-sat)
