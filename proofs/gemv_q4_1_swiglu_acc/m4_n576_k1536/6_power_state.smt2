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
 (let (($x1431 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x6801 (not (or $x1431 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x2030 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x243 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2936 (and $x207 $x248 $x2030 $x6801)))
(let (($x6348 (not (or $x1431 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1883 (and $x207 $x248 $x2030 $x6348)))
(let (($x5894 (not (or $x1431 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x4246 (and $x207 $x248 $x2030 $x5894)))
(let (($x5425 (not (or $x1431 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x2060 (and $x207 $x248 $x2030 $x5425)))
(or $x2060 $x4246 $x1883 $x2936))))))))))))))))))
(check-sat)
