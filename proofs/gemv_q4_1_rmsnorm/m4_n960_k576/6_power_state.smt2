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
 (let (($x271 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x1437 (not (or $x271 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x720 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1797 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1761 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x696 ((_ extract 31 5) tid.x@A)))
(let ((?x1773 (concat (_ bv0 5) ?x696)))
(let ((?x1783 (bvadd ?x1773 ?x1761)))
(let (($x1802 (not (or (not (= ((_ extract 31 10) ?x1783) (_ bv0 22))) $x1797))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x2993 (and $x228 $x1802 $x720 $x1437)))
(let (($x1061 (not (or $x271 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3854 (and $x228 $x1802 $x720 $x1061)))
(let (($x736 (not (or $x271 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3845 (and $x228 $x1802 $x720 $x736)))
(let (($x275 (not (or $x271 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3245 (and $x228 $x1802 $x720 $x275)))
(or $x3245 $x3845 $x3854 $x2993)))))))))))))))))))
(check-sat)
