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
 (bvult ctaid.y@A (_ bv16 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x274 (not (= ((_ extract 29 5) ctaid.y@A) (_ bv0 25)))))
(let (($x1437 (not (or $x274 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x719 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1797 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1772 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x724 ((_ extract 31 5) tid.x@A)))
(let ((?x1776 (concat (_ bv0 5) ?x724)))
(let ((?x1783 (bvadd ?x1776 ?x1772)))
(let (($x1802 (not (or (not (= ((_ extract 31 10) ?x1783) (_ bv0 22))) $x1797))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x2992 (and $x231 $x1802 $x719 $x1437)))
(let (($x1055 (not (or $x274 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3853 (and $x231 $x1802 $x719 $x1055)))
(let (($x736 (not (or $x274 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3844 (and $x231 $x1802 $x719 $x736)))
(let (($x278 (not (or $x274 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3244 (and $x231 $x1802 $x719 $x278)))
(or $x3244 $x3844 $x3853 $x2992)))))))))))))))))))
(check-sat)
