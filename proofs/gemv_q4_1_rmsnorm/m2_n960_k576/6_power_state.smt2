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
 (let ((?x254 ((_ extract 29 0) ctaid.y@A)))
(let (($x264 (= ?x254 (_ bv0 30))))
(let (($x713 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1146 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1122 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
(let (($x1131 (= ((_ extract 31 10) ?x1122) (_ bv0 22))))
(let (($x1151 (not (or (not $x1131) $x1146))))
(let (($x227 (= param!power (_ bv1 32))))
(let (($x2220 (and $x227 $x1151 $x713 $x264)))
(or $x2220 $x2220)))))))))))
(check-sat)
