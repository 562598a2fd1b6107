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
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x255 ((_ extract 29 0) ctaid.y@A)))
(let (($x265 (= ?x255 (_ bv0 30))))
(let (($x713 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1147 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1122 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
(let (($x1119 (= ((_ extract 31 12) ?x1122) (_ bv0 20))))
(let (($x1152 (not (or (not $x1119) $x1147))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x2221 (and $x228 $x1152 $x713 $x265)))
(or $x2221 $x2221)))))))))))
(check-sat)
