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
 (let (($x598 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x1735 (not (or $x598 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1026 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x243 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x972 (and $x207 $x248 $x1026 $x1735)))
(let (($x1714 (not (or $x598 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x601 (and $x207 $x248 $x1026 $x1714)))
(let (($x1734 (not (or $x598 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1340 (and $x207 $x248 $x1026 $x1734)))
(let (($x1722 (not (or $x598 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1352 (and $x207 $x248 $x1026 $x1722)))
(or $x1352 $x1340 $x601 $x972))))))))))))))))))
(check-sat)
