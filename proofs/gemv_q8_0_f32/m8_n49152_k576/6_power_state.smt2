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
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x451 (not (= ((_ extract 29 2) ctaid.y@A) (_ bv0 28)))))
(let (($x1279 (not (or $x451 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x1133 ((_ extract 4 0) tid.x@A)))
(let (($x523 (= ?x1133 (_ bv0 5))))
(let (($x246 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 16) ?x231) (_ bv0 16))) $x246))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x812 (and $x211 $x251 $x523 $x1279)))
(let (($x1227 (not (or $x451 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x845 (and $x211 $x251 $x523 $x1227)))
(let (($x1174 (not (or $x451 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x557 (and $x211 $x251 $x523 $x1174)))
(let (($x1130 (not (or $x451 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x532 (and $x211 $x251 $x523 $x1130)))
(or $x532 $x557 $x845 $x812)))))))))))))))))))
(check-sat)
