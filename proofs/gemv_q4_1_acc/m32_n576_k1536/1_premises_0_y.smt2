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
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv32 64)))
(assert
 (bvult pelem0_1 (_ bv576 64)))
(assert
 (let (($x597 (not (= ((_ extract 29 4) ctaid.y@A) (_ bv0 26)))))
(let (($x1238 (not (or $x597 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1181 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x245 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x224 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x229 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x230 (bvadd ?x229 ?x224)))
(let (($x250 (not (or (not (= ((_ extract 31 10) ?x230) (_ bv0 22))) $x245))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x1324 (and $x210 $x250 $x1181 $x1238)))
(let (($x1115 (not (or $x597 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1367 (and $x210 $x250 $x1181 $x1115)))
(let (($x1058 (not (or $x597 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1313 (and $x210 $x250 $x1181 $x1058)))
(let (($x1055 (not (or $x597 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1140 (and $x210 $x250 $x1181 $x1055)))
(or $x1140 $x1313 $x1367 $x1324))))))))))))))))))
(check-sat)
