; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv12 32)))
(assert
 (bvult ctaid.y@A (_ bv10 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x600 (not (= ((_ extract 29 4) ctaid.y@A) (_ bv0 26)))))
(let (($x1707 (not (or $x600 (bvule (_ bv37 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x1349 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x246 (bvule (_ bv45 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 6) ?x231) (_ bv0 26))) $x246))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x815 (and $x210 $x251 $x1349 $x1707)))
(let (($x1835 (not (or $x600 (bvule (_ bv37 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x887 (and $x210 $x251 $x1349 $x1835)))
(let (($x1779 (not (or $x600 (bvule (_ bv37 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x1343 (and $x210 $x251 $x1349 $x1779)))
(let (($x1751 (not (or $x600 (bvule (_ bv37 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x1028 (and $x210 $x251 $x1349 $x1751)))
(or $x1028 $x1343 $x887 $x815))))))))))))))))))
(check-sat)
