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
 (let (($x446 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x802 (not (or $x446 (bvule (_ bv5 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x765 ((_ extract 4 0) tid.x@A)))
(let (($x862 (= ?x765 (_ bv0 5))))
(let (($x241 (bvule (_ bv8 4) (bvadd ((_ extract 8 5) tid.x@A) (concat ((_ extract 1 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x226 (bvadd ?x225 ?x220)))
(let (($x246 (not (or (not (= ((_ extract 31 4) ?x226) (_ bv0 28))) $x241))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x945 (and $x207 $x246 $x862 $x802)))
(let (($x766 (not (or $x446 (bvule (_ bv5 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x831 (and $x207 $x246 $x862 $x766)))
(let (($x744 (not (or $x446 (bvule (_ bv5 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x921 (and $x207 $x246 $x862 $x744)))
(let (($x731 (not (or $x446 (bvule (_ bv5 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x834 (and $x207 $x246 $x862 $x731)))
(or $x834 $x921 $x831 $x945)))))))))))))))))))
(check-sat)
