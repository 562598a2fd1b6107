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
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv16 64)))
(assert
 (bvult pelem0_1 (_ bv576 64)))
(assert
 (let (($x598 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
(let (($x1240 (not (or $x598 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1236 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x246 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 10) ?x231) (_ bv0 22))) $x246))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x1196 (and $x210 $x251 $x1236 $x1240)))
(let (($x1132 (not (or $x598 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1368 (and $x210 $x251 $x1236 $x1132)))
(let (($x1186 (not (or $x598 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1308 (and $x210 $x251 $x1236 $x1186)))
(let (($x1056 (not (or $x598 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1235 (and $x210 $x251 $x1236 $x1056)))
(or $x1235 $x1308 $x1368 $x1196))))))))))))))))))
(check-sat)
