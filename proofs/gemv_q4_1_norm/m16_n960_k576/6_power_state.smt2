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
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x286 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
(let (($x2240 (not (or $x286 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x655 ((_ extract 4 0) tid.x@A)))
(let (($x3392 (= ?x655 (_ bv0 5))))
(let (($x268 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x253 (bvadd ?x252 ?x247)))
(let (($x273 (not (or (not (= ((_ extract 31 10) ?x253) (_ bv0 22))) $x268))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x3781 (and $x231 $x273 $x3392 $x2240)))
(let (($x1612 (not (or $x286 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3831 (and $x231 $x273 $x3392 $x1612)))
(let (($x982 (not (or $x286 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3826 (and $x231 $x273 $x3392 $x982)))
(let (($x290 (not (or $x286 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3369 (and $x231 $x273 $x3392 $x290)))
(or $x3369 $x3826 $x3831 $x3781)))))))))))))))))))
(check-sat)
