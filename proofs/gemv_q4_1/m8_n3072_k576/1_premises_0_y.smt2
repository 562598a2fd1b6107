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
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv8 64)))
(assert
 (bvult pelem0_1 (_ bv3072 64)))
(assert
 (let (($x599 (not (= ((_ extract 29 2) ctaid.y@A) (_ bv0 28)))))
(let (($x1137 (not (or $x599 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1218 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x246 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 12) ?x231) (_ bv0 20))) $x246))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x1366 (and $x211 $x251 $x1218 $x1137)))
(let (($x1125 (not (or $x599 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1360 (and $x211 $x251 $x1218 $x1125)))
(let (($x1081 (not (or $x599 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1348 (and $x211 $x251 $x1218 $x1081)))
(let (($x1064 (not (or $x599 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1087 (and $x211 $x251 $x1218 $x1064)))
(or $x1087 $x1348 $x1360 $x1366))))))))))))))))))
(check-sat)
