; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x270 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x270) (bvule ?x270 (_ bv256 32)))))
(assert
 (let (($x3315 (not true)))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x2911 (and $x254 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x3735 (and $x2911 $x3315)))
(let ((?x280 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
(let ((?x2752 (bvadd (_ bv128 32) tid.x@A ?x280)))
(let ((?x269 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x282 (mem!seq_lens!32 ?x269)))
(let ((?x281 (bvadd tid.x@A ?x280)))
(let (($x283 (bvule ?x282 ?x281)))
(let (($x286 (not $x283)))
(let (($x2888 (and $x254 $x286 (not (bvule ?x282 ?x2752)))))
(let (($x3330 (and $x2888 $x3315)))
(let (($x287 (and $x254 $x286)))
(let (($x3314 (and $x287 $x3315)))
(or $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3314 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3330 $x3735)))))))))))))))))
(check-sat)
