; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun mem!ids!32 ((_ BitVec 64)) (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv5 32)))
(assert
 (let (($x229 (or (not (= ((_ extract 31 7) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 25))) (bvule (_ bv96 7) ((_ extract 6 0) tid.x@A)))))
(let (($x232 (not $x229)))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x233 (and $x207 $x232)))
(let (($x244 (bvule (_ bv320 9) ((_ extract 8 0) (mem!ids!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)))))))
(let (($x245 (not (= ((_ extract 31 9) (mem!ids!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)))) (_ bv0 23)))))
(let (($x250 (and $x207 $x232 (not (or $x245 $x244)))))
(or $x233 $x250 $x250 $x233)))))))))
(check-sat)
