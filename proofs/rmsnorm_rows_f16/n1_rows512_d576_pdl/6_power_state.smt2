; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x2023 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x2028 (and $x226 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x2023)))))
(let (($x67 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x1963 (not $x67)))
(let (($x1967 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1963 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
(let (($x1969 (and $x226 (not $x1967))))
(let (($x977 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
(let (($x981 (and $x226 (not $x977))))
(or $x981 $x1969 $x2028)))))))))))
(check-sat)
