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
 (bvult ctaid.x@A (_ bv768 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv16 64)))
(assert
 (bvult pelem0_1 (_ bv3072 64)))
(assert
 (let (($x598 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
(let (($x1234 (not (or $x598 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1224 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x247 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x226 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x231 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x232 (bvadd ?x231 ?x226)))
(let (($x252 (not (or (not (= ((_ extract 31 12) ?x232) (_ bv0 20))) $x247))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x1366 (and $x211 $x252 $x1224 $x1234)))
(let (($x1069 (not (or $x598 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1360 (and $x211 $x252 $x1224 $x1069)))
(let (($x1144 (not (or $x598 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1348 (and $x211 $x252 $x1224 $x1144)))
(let (($x1066 (not (or $x598 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1057 (and $x211 $x252 $x1224 $x1066)))
(or $x1057 $x1348 $x1360 $x1366))))))))))))))))))
(check-sat)
