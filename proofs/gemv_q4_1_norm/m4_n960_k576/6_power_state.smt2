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
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x283 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x2239 (not (or $x283 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x652 ((_ extract 4 0) tid.x@A)))
(let (($x3391 (= ?x652 (_ bv0 5))))
(let (($x265 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x244 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x249 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x250 (bvadd ?x249 ?x244)))
(let (($x270 (not (or (not (= ((_ extract 31 10) ?x250) (_ bv0 22))) $x265))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x3780 (and $x228 $x270 $x3391 $x2239)))
(let (($x1611 (not (or $x283 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3830 (and $x228 $x270 $x3391 $x1611)))
(let (($x981 (not (or $x283 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3825 (and $x228 $x270 $x3391 $x981)))
(let (($x287 (not (or $x283 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3368 (and $x228 $x270 $x3391 $x287)))
(or $x3368 $x3825 $x3830 $x3780)))))))))))))))))))
(check-sat)
