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
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv4 64)))
(assert
 (bvult pelem0_1 (_ bv3072 64)))
(assert
 (let (($x596 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x1232 (not (or $x596 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1122 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x244 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 12) ?x229) (_ bv0 20))) $x244))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1365 (and $x208 $x249 $x1122 $x1232)))
(let (($x1067 (not (or $x596 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1359 (and $x208 $x249 $x1122 $x1067)))
(let (($x1142 (not (or $x596 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1347 (and $x208 $x249 $x1122 $x1142)))
(let (($x1064 (not (or $x596 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1231 (and $x208 $x249 $x1122 $x1064)))
(or $x1231 $x1347 $x1359 $x1365))))))))))))))))))
(check-sat)
