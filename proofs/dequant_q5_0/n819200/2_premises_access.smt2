; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3200 32)))
(assert
 (let (($x206 (bvule (_ bv819200 20) (bvadd ((_ extract 19 0) tid.x@A) (bvmul (_ bv256 20) ((_ extract 19 0) ctaid.x@A))))))
(let (($x208 (or (not (= ((_ extract 31 20) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 12))) $x206)))
(let (($x184 (= param!power (_ bv1 32))))
(and $x184 (not $x208))))))
(check-sat)
