; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x3901 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x261 (= param!power (_ bv1 32))))
(let (($x3940 (and $x261 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3901)))))
(let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x3915 (not $x79)))
(let (($x3919 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3915 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x3921 (and $x261 (not $x3919))))
(let (($x716 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x745 (and $x261 (not $x716))))
(or $x745 $x3921 $x3940)))))))))))
(check-sat)
