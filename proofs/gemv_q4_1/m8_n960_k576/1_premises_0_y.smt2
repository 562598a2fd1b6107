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
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv8 64)))
(assert
 (bvult pelem0_1 (_ bv960 64)))
(assert
 (let (($x598 (not (= ((_ extract 29 2) ctaid.y@A) (_ bv0 28)))))
(let (($x1136 (not (or $x598 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1217 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x245 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x224 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x229 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x230 (bvadd ?x229 ?x224)))
(let (($x250 (not (or (not (= ((_ extract 31 10) ?x230) (_ bv0 22))) $x245))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x1336 (and $x210 $x250 $x1217 $x1136)))
(let (($x1124 (not (or $x598 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1123 (and $x210 $x250 $x1217 $x1124)))
(let (($x1080 (not (or $x598 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1334 (and $x210 $x250 $x1217 $x1080)))
(let (($x1063 (not (or $x598 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1079 (and $x210 $x250 $x1217 $x1063)))
(or $x1079 $x1334 $x1123 $x1336))))))))))))))))))
(check-sat)
