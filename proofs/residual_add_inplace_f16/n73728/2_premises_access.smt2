; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv288 32)))
(assert
 (let (($x204 (bvule (_ bv73728 17) (bvadd ((_ extract 16 0) tid.x@A) (bvmul (_ bv256 17) ((_ extract 16 0) ctaid.x@A))))))
(let (($x206 (or (not (= ((_ extract 31 17) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 15))) $x204)))
(let (($x182 (= param!power (_ bv1 32))))
(and $x182 (not $x206))))))
(check-sat)
