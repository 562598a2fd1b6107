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
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x289 (not (= ((_ extract 29 2) ctaid.y@A) (_ bv0 28)))))
(let (($x2245 (not (or $x289 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x658 ((_ extract 4 0) tid.x@A)))
(let (($x5389 (= ?x658 (_ bv0 5))))
(let (($x274 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x250 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x255 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x256 (bvadd ?x255 ?x250)))
(let (($x279 (not (or (not (= ((_ extract 31 11) ?x256) (_ bv0 21))) $x274))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x5235 (and $x233 $x279 $x5389 $x2245)))
(let (($x1617 (not (or $x289 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3496 (and $x233 $x279 $x5389 $x1617)))
(let (($x988 (not (or $x289 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3920 (and $x233 $x279 $x5389 $x988)))
(let (($x293 (not (or $x289 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x4069 (and $x233 $x279 $x5389 $x293)))
(or $x4069 $x3920 $x3496 $x5235)))))))))))))))))))
(check-sat)
