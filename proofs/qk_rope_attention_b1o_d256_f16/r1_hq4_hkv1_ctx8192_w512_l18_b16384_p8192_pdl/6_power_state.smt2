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
(let (($x658 (bvule (_ bv262144 19) ((_ extract 18 0) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)))))))
(let (($x420 (= ((_ extract 31 19) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)))) (_ bv0 13))))
(let (($x702 (not $x420)))
(let (($x432 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x433 (not $x432)))
(let (($x446 (or $x433 (= ((_ extract 31 5) tid.x@A) (_ bv4 27)))))
(let (($x715 (and $x380 $x446 $x432 (not (or $x702 $x658)))))
(let (($x684 (and $x380 (not $x446) (not (or $x658 (not (= ((_ extract 31 5) tid.x@A) (_ bv5 27))) $x702)))))
(or $x684 $x684 $x684 $x684 $x684 $x684 $x684 $x684 $x715 $x715 $x715 $x715 $x715 $x715 $x715 $x715 $x380 $x380 $x380 $x380)))))))))))
(check-sat)
