; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv16 64)))
(assert
 (bvult pelem0_1 (_ bv576 64)))
(assert
 (let (($x1792 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1771 (and $x206 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1792)))))
(let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x1748 (not $x61)))
(let (($x1752 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1748 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
(let (($x1754 (and $x206 (not $x1752))))
(let (($x1052 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
(let (($x594 (and $x206 (not $x1052))))
(or $x594 $x1754 $x1771)))))))))))
(check-sat)
