; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (let ((?x396 (mem!seq_lens!32 ?x391)))
 (and (bvule (_ bv0 32) ?x396) (bvule ?x396 (_ bv8192 32)))))))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x380 (= param!power (_ bv1 32))))
(let (($x445 (bvule (_ bv262144 19) ((_ extract 18 0) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)))))))
(let (($x474 (= ((_ extract 31 19) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)))) (_ bv0 13))))
(let (($x451 (not $x474)))
(let (($x426 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x427 (not $x426)))
(let (($x440 (or $x427 (= ((_ extract 31 5) tid.x@A) (_ bv4 27)))))
(let (($x826 (and $x380 $x440 $x426 (not (or $x451 $x445)))))
(let (($x454 (and $x380 (not $x440) (not (or $x445 $x451 (not (= ((_ extract 31 5) tid.x@A) (_ bv5 27))))))))
(or $x454 $x454 $x454 $x454 $x454 $x454 $x454 $x454 $x826 $x826 $x826 $x826 $x826 $x826 $x826 $x826 $x380 $x380 $x380 $x380)))))))))))
(check-sat)
