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
 (bvult ctaid.x@A (_ bv12 32)))
(assert
 (bvult ctaid.y@A (_ bv10 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv37 64)))
(assert
 (bvult pelem0_1 (_ bv45 64)))
(assert
 (let (($x597 (not (= ((_ extract 29 4) ctaid.y@A) (_ bv0 26)))))
(let (($x1098 (not (or $x597 (bvule (_ bv37 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1311 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x246 (bvule (_ bv45 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 6) ?x231) (_ bv0 26))) $x246))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x1360 (and $x210 $x251 $x1311 $x1098)))
(let (($x1058 (not (or $x597 (bvule (_ bv37 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1347 (and $x210 $x251 $x1311 $x1058)))
(let (($x1145 (not (or $x597 (bvule (_ bv37 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1329 (and $x210 $x251 $x1311 $x1145)))
(let (($x1065 (not (or $x597 (bvule (_ bv37 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1309 (and $x210 $x251 $x1311 $x1065)))
(or $x1309 $x1329 $x1347 $x1360))))))))))))))))))
(check-sat)
