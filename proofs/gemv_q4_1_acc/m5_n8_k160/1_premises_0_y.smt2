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
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv5 64)))
(assert
 (bvult pelem0_1 (_ bv8 64)))
(assert
 (let (($x593 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x1214 (not (or $x593 (bvule (_ bv5 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1304 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x241 (bvule (_ bv8 4) (bvadd ((_ extract 8 5) tid.x@A) (concat ((_ extract 1 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x226 (bvadd ?x225 ?x220)))
(let (($x246 (not (or (not (= ((_ extract 31 4) ?x226) (_ bv0 28))) $x241))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1369 (and $x207 $x246 $x1304 $x1214)))
(let (($x1101 (not (or $x593 (bvule (_ bv5 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1344 (and $x207 $x246 $x1304 $x1101)))
(let (($x1093 (not (or $x593 (bvule (_ bv5 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1334 (and $x207 $x246 $x1304 $x1093)))
(let (($x1062 (not (or $x593 (bvule (_ bv5 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1302 (and $x207 $x246 $x1304 $x1062)))
(or $x1302 $x1334 $x1344 $x1369))))))))))))))))))
(check-sat)
