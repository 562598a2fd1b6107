; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv192 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv1 64)))
(assert
 (bvult pelem0_1 (_ bv640 64)))
(assert
 (let (($x743 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
(let (($x1062 (= ctaid.x@A (_ bv0 32))))
(let (($x356 (= param!power (_ bv1 32))))
(let (($x1156 (and $x356 $x1062 $x743)))
(let (($x658 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x624 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x658))))
(let (($x1095 (and $x356 $x1062 $x624)))
(let (($x99 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x106 (not $x99)))
(let (($x534 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x106 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x730 (not $x534)))
(let (($x1094 (and $x356 $x1062 $x730)))
(let (($x586 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x727 (not $x586)))
(let (($x1008 (and $x356 $x1062 $x727)))
(or $x1008 $x1094 $x1095 $x1156)))))))))))))))))
(check-sat)
