; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun v44@A () (_ BitVec 64))
(declare-fun v4615@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvule v44@A (_ bv30 64)))
(assert
 (bvule v4615@A (_ bv30 64)))
(assert
 (let (($x4628 (and (distinct (bvand (concat (_ bv0 32) (bvadd (_ bv1 29) ((_ extract 28 0) v4615@A)) (_ bv0 3)) (_ bv7 64)) (_ bv0 64)) true)))
(let (($x5791 (or (not (bvule (concat (_ bv0 32) (bvadd (_ bv1 29) ((_ extract 28 0) v4615@A)) (_ bv0 3)) (_ bv248 64))) $x4628)))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x6464 (and $x313 $x5791)))
(let (($x5243 (and $x313 (or (not (bvule (_ bv0 64) (_ bv248 64))) (and (distinct (bvand (_ bv0 64) (_ bv7 64)) (_ bv0 64)) true)))))
(let (($x3776 (or (not (bvule (concat (_ bv0 34) ((_ extract 31 5) tid.x@A) (_ bv0 3)) (_ bv248 64))) (and (distinct (bvand (concat (_ bv0 34) ((_ extract 31 5) tid.x@A) (_ bv0 3)) (_ bv7 64)) (_ bv0 64)) true))))
(let (($x506 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x510 (and $x313 $x506)))
(let (($x4388 (and $x510 $x3776)))
(let (($x3827 (and (distinct (bvand (concat (_ bv0 32) (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v44@A)))) (_ bv7 64)) (_ bv0 64)) true)))
(let (($x4999 (not (bvule (concat (_ bv0 32) (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v44@A)))) (_ bv248 64)))))
(let (($x3247 (and $x313 (or $x4999 $x3827))))
(or $x4388 $x5243 $x3247 $x4388 $x5243 $x6464))))))))))))))
(check-sat)
