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
 (bvult ctaid.y@A (_ bv16 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x451 (not (= ((_ extract 29 5) ctaid.y@A) (_ bv0 25)))))
(let (($x1279 (not (or $x451 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x1134 ((_ extract 4 0) tid.x@A)))
(let (($x522 (= ?x1134 (_ bv0 5))))
(let (($x247 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x226 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x231 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x232 (bvadd ?x231 ?x226)))
(let (($x252 (not (or (not (= ((_ extract 31 16) ?x232) (_ bv0 16))) $x247))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x812 (and $x211 $x252 $x522 $x1279)))
(let (($x1227 (not (or $x451 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x845 (and $x211 $x252 $x522 $x1227)))
(let (($x1174 (not (or $x451 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x574 (and $x211 $x252 $x522 $x1174)))
(let (($x1131 (not (or $x451 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x531 (and $x211 $x252 $x522 $x1131)))
(or $x531 $x574 $x845 $x812)))))))))))))))))))
(check-sat)
