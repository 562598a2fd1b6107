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
 (let (($x595 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
(let (($x1231 (not (or $x595 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1221 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x244 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 10) ?x229) (_ bv0 22))) $x244))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1179 (and $x208 $x249 $x1221 $x1231)))
(let (($x1066 (not (or $x595 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1360 (and $x208 $x249 $x1221 $x1066)))
(let (($x1141 (not (or $x595 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1315 (and $x208 $x249 $x1221 $x1141)))
(let (($x1063 (not (or $x595 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1194 (and $x208 $x249 $x1221 $x1063)))
(or $x1194 $x1315 $x1360 $x1179))))))))))))))))))
(check-sat)
