; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x3653 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x239 (= param!power (_ bv1 32))))
(let (($x3699 (and $x239 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x3653)))))
(let (($x73 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x3664 (not $x73)))
(let (($x3668 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x3664 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x3670 (and $x239 (not $x3668))))
(let (($x454 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x570 (and $x239 (not $x454))))
(or $x570 $x3670 $x3699)))))))))))
(check-sat)
