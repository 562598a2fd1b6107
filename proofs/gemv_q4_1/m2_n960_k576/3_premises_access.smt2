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
 (bvult ctaid.x@A (_ bv240 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvule v368@A (_ bv2 64)))
(assert
 (let ((?x581 ((_ extract 29 0) ctaid.y@A)))
(let (($x590 (= ?x581 (_ bv0 30))))
(let (($x1053 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x242 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x227 (bvadd ?x226 ?x221)))
(let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1067 (and $x207 $x247 $x1053 $x590)))
(let ((?x1031 (bvadd (bvmul (_ bv8 5) ((_ extract 4 0) v368@A)) (concat (_ bv0 2) ((_ extract 4 2) tid.x@A)))))
(let ((?x1010 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v368@A)) (concat (_ bv0 29) ((_ extract 4 2) tid.x@A)))))
(let (($x1037 (not (or (not (= ((_ extract 31 5) ?x1010) (_ bv0 27))) (bvule (_ bv18 5) ?x1031)))))
(let (($x1038 (and $x207 $x247 $x1037)))
(let (($x1036 (and $x207 $x247 $x1037 $x590)))
(or $x1036 $x1036 $x1036 $x1036 $x1038 $x1038 $x1067 $x1067)))))))))))))))))
(check-sat)
