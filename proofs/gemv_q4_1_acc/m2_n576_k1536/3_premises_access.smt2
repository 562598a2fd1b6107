; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun v368@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvule v368@A (_ bv5 64)))
(assert
 (let ((?x581 ((_ extract 29 0) ctaid.y@A)))
(let (($x590 (= ?x581 (_ bv0 30))))
(let (($x1114 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x242 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x227 (bvadd ?x226 ?x221)))
(let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1140 (and $x207 $x247 $x1114 $x590)))
(let ((?x1032 (bvadd (bvmul (_ bv8 6) ((_ extract 5 0) v368@A)) (concat (_ bv0 3) ((_ extract 4 2) tid.x@A)))))
(let ((?x1010 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v368@A)) (concat (_ bv0 29) ((_ extract 4 2) tid.x@A)))))
(let (($x1038 (not (or (not (= ((_ extract 31 6) ?x1010) (_ bv0 26))) (bvule (_ bv48 6) ?x1032)))))
(let (($x1039 (and $x207 $x247 $x1038)))
(let (($x1023 (and $x207 $x247 $x1038 $x590)))
(or $x1023 $x1023 $x1023 $x1023 $x1039 $x1039 $x1140 $x1140 $x1140 $x1140)))))))))))))))))
(check-sat)
