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
 (let (($x678 (not (= ((_ extract 29 5) ctaid.y@A) (_ bv0 25)))))
(let (($x2032 (not (or $x678 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x976 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x247 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x226 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x231 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x232 (bvadd ?x231 ?x226)))
(let (($x252 (not (or (not (= ((_ extract 31 12) ?x232) (_ bv0 20))) $x247))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x699 (and $x211 $x252 $x976 $x2032)))
(let (($x1892 (not (or $x678 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1302 (and $x211 $x252 $x976 $x1892)))
(let (($x1848 (not (or $x678 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x873 (and $x211 $x252 $x976 $x1848)))
(let (($x1740 (not (or $x678 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x928 (and $x211 $x252 $x976 $x1740)))
(or $x928 $x873 $x1302 $x699))))))))))))))))))
(check-sat)
