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
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv8 64)))
(assert
 (bvult pelem0_1 (_ bv576 64)))
(assert
 (let (($x596 (not (= ((_ extract 29 2) ctaid.y@A) (_ bv0 28)))))
(let (($x1134 (not (or $x596 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1215 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x243 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1304 (and $x208 $x248 $x1215 $x1134)))
(let (($x1122 (not (or $x596 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1360 (and $x208 $x248 $x1215 $x1122)))
(let (($x1078 (not (or $x596 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1330 (and $x208 $x248 $x1215 $x1078)))
(let (($x1061 (not (or $x596 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1183 (and $x208 $x248 $x1215 $x1061)))
(or $x1183 $x1330 $x1360 $x1304))))))))))))))))))
(check-sat)
