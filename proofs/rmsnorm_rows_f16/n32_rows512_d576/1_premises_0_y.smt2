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
 (bvult pelem0_0 (_ bv32 64)))
(assert
 (bvult pelem0_1 (_ bv576 64)))
(assert
 (let (($x1975 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2006 (and $x229 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1975)))))
(let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x1973 (not $x68)))
(let (($x1977 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1973 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
(let (($x1979 (and $x229 (not $x1977))))
(let (($x773 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
(let (($x693 (and $x229 (not $x773))))
(or $x693 $x1979 $x2006)))))))))))
(check-sat)
