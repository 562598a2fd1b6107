; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x596 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x1834 (not (or $x596 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1348 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x241 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x226 (bvadd ?x225 ?x220)))
(let (($x246 (not (or (not (= ((_ extract 31 10) ?x226) (_ bv0 22))) $x241))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x1310 (and $x205 $x246 $x1348 $x1834)))
(let (($x1807 (not (or $x596 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x617 (and $x205 $x246 $x1348 $x1807)))
(let (($x1736 (not (or $x596 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x655 (and $x205 $x246 $x1348 $x1736)))
(let (($x1712 (not (or $x596 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x713 (and $x205 $x246 $x1348 $x1712)))
(or $x713 $x655 $x617 $x1310))))))))))))))))))
(check-sat)
