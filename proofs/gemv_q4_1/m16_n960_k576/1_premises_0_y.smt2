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
 (bvult ctaid.x@A (_ bv240 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv16 64)))
(assert
 (bvult pelem0_1 (_ bv960 64)))
(assert
 (let (($x597 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
(let (($x1233 (not (or $x597 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1223 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x246 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 10) ?x231) (_ bv0 22))) $x246))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x1336 (and $x210 $x251 $x1223 $x1233)))
(let (($x1068 (not (or $x597 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1189 (and $x210 $x251 $x1223 $x1068)))
(let (($x1143 (not (or $x597 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1309 (and $x210 $x251 $x1223 $x1143)))
(let (($x1065 (not (or $x597 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1232 (and $x210 $x251 $x1223 $x1065)))
(or $x1232 $x1309 $x1189 $x1336))))))))))))))))))
(check-sat)
