; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv12288 32)))
(assert
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x451 (not (= ((_ extract 29 4) ctaid.y@A) (_ bv0 26)))))
(let (($x1281 (not (or $x451 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x1135 ((_ extract 4 0) tid.x@A)))
(let (($x523 (= ?x1135 (_ bv0 5))))
(let (($x246 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 16) ?x231) (_ bv0 16))) $x246))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x813 (and $x211 $x251 $x523 $x1281)))
(let (($x1229 (not (or $x451 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x548 (and $x211 $x251 $x523 $x1229)))
(let (($x1176 (not (or $x451 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x568 (and $x211 $x251 $x523 $x1176)))
(let (($x1132 (not (or $x451 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x532 (and $x211 $x251 $x523 $x1132)))
(or $x532 $x568 $x548 $x813)))))))))))))))))))
(check-sat)
