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
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv4 64)))
(assert
 (bvult pelem0_1 (_ bv576 64)))
(assert
 (let (($x593 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x1229 (not (or $x593 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1119 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x241 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x226 (bvadd ?x225 ?x220)))
(let (($x246 (not (or (not (= ((_ extract 31 10) ?x226) (_ bv0 22))) $x241))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x1329 (and $x205 $x246 $x1119 $x1229)))
(let (($x1064 (not (or $x593 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1359 (and $x205 $x246 $x1119 $x1064)))
(let (($x1139 (not (or $x593 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1311 (and $x205 $x246 $x1119 $x1139)))
(let (($x1061 (not (or $x593 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1219 (and $x205 $x246 $x1119 $x1061)))
(or $x1219 $x1311 $x1359 $x1329))))))))))))))))))
(check-sat)
