; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv768 32)))
(assert
 (bvult ctaid.y@A (_ bv16 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x275 (not (= ((_ extract 29 5) ctaid.y@A) (_ bv0 25)))))
(let (($x1437 (not (or $x275 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x719 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1798 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1772 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x724 ((_ extract 31 5) tid.x@A)))
(let ((?x1776 (concat (_ bv0 5) ?x724)))
(let ((?x1783 (bvadd ?x1776 ?x1772)))
(let (($x1803 (not (or (not (= ((_ extract 31 12) ?x1783) (_ bv0 20))) $x1798))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x2888 (and $x232 $x1803 $x719 $x1437)))
(let (($x1055 (not (or $x275 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3036 (and $x232 $x1803 $x719 $x1055)))
(let (($x736 (not (or $x275 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3845 (and $x232 $x1803 $x719 $x736)))
(let (($x279 (not (or $x275 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3245 (and $x232 $x1803 $x719 $x279)))
(or $x3245 $x3845 $x3036 $x2888)))))))))))))))))))
(check-sat)
