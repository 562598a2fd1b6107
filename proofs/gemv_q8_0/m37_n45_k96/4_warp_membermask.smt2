; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv12 32)))
(assert
 (let ((?x2486 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x1992 (bvand ?x2486 (_ bv31 32))))
(let (($x246 (bvule (_ bv45 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 6) ?x231) (_ bv0 26))) $x246))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x252 (and $x210 $x251)))
(let (($x2539 (and $x252 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1992)))))))
(let (($x182 (or $x2539)))
(or $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182 $x182)))))))))))))
(check-sat)
