; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv240 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv4 64)))
(assert
 (bvult pelem0_1 (_ bv960 64)))
(assert
 (let (($x595 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x1231 (not (or $x595 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1121 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x243 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1335 (and $x207 $x248 $x1121 $x1231)))
(let (($x1066 (not (or $x595 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1252 (and $x207 $x248 $x1121 $x1066)))
(let (($x1141 (not (or $x595 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1333 (and $x207 $x248 $x1121 $x1141)))
(let (($x1063 (not (or $x595 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1182 (and $x207 $x248 $x1121 $x1063)))
(or $x1182 $x1333 $x1252 $x1335))))))))))))))))))
(check-sat)
