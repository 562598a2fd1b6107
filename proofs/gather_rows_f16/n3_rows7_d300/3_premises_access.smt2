; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (let (($x227 (bvule (_ bv300 9) (bvadd ((_ extract 8 0) tid.x@A) (bvmul (_ bv256 9) ((_ extract 8 0) ctaid.x@A))))))
(let (($x229 (or (not (= ((_ extract 31 9) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 23))) $x227)))
(let (($x209 (= param!power (_ bv1 32))))
(let (($x233 (and $x209 (not $x229))))
(or $x233 $x233 $x233))))))
(check-sat)
