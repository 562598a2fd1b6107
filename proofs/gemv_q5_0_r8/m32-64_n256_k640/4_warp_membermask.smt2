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
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (let ((?x8065 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x8095 (bvand ?x8065 (_ bv31 32))))
(let ((?x314 (bvadd ((_ extract 12 5) tid.x@A) (concat ((_ extract 5 0) ctaid.x@A) (_ bv0 2)))))
(let (($x316 (bvule (_ bv256 9) (concat ?x314 (_ bv0 1)))))
(let ((?x295 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x305 (= ((_ extract 30 8) ?x295) (_ bv0 23))))
(let (($x317 (not $x305)))
(let (($x321 (not (or $x317 $x316))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x322 (and $x258 $x321)))
(let (($x7623 (and $x322 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x8095)))))))
(let (($x8390 (or $x7623)))
(or $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390 $x8390))))))))))))))
(check-sat)
