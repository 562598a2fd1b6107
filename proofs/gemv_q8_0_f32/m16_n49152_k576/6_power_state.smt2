; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv12288 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x459 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
(let (($x1278 (not (or $x459 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x1132 ((_ extract 4 0) tid.x@A)))
(let (($x518 (= ?x1132 (_ bv0 5))))
(let (($x247 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x226 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x231 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x232 (bvadd ?x231 ?x226)))
(let (($x252 (not (or (not (= ((_ extract 31 16) ?x232) (_ bv0 16))) $x247))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x681 (and $x211 $x252 $x518 $x1278)))
(let (($x1226 (not (or $x459 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x845 (and $x211 $x252 $x518 $x1226)))
(let (($x1173 (not (or $x459 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x830 (and $x211 $x252 $x518 $x1173)))
(let (($x1129 (not (or $x459 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x523 (and $x211 $x252 $x518 $x1129)))
(or $x523 $x830 $x845 $x681)))))))))))))))))))
(check-sat)
