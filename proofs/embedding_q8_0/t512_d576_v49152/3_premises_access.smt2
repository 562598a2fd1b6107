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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv512 32)))
(assert
 (let (($x232 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x234 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x232)))
(let (($x237 (not $x234)))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x238 (and $x211 $x237)))
(let (($x252 (bvule (_ bv49152 16) ((_ extract 15 0) (mem!ids!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)))))))
(let (($x253 (not (= ((_ extract 31 16) (mem!ids!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)))) (_ bv0 16)))))
(let (($x258 (and $x211 $x237 (not (or $x253 $x252)))))
(or $x238 $x258 $x258 $x238))))))))))
(check-sat)
