; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv768 32)))
(assert
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x679 (not (= ((_ extract 29 4) ctaid.y@A) (_ bv0 26)))))
(let (($x2032 (not (or $x679 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x977 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x246 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 12) ?x231) (_ bv0 20))) $x246))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x700 (and $x211 $x251 $x977 $x2032)))
(let (($x1892 (not (or $x679 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1303 (and $x211 $x251 $x977 $x1892)))
(let (($x1848 (not (or $x679 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x874 (and $x211 $x251 $x977 $x1848)))
(let (($x1740 (not (or $x679 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x929 (and $x211 $x251 $x977 $x1740)))
(or $x929 $x874 $x1303 $x700))))))))))))))))))
(check-sat)
