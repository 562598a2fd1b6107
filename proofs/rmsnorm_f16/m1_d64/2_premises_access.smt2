; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x440 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x279 (and $x203 (not $x440))))
(let (($x220 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x221 (not $x220)))
(let (($x371 (and $x203 $x221 (= tid.x@A (_ bv0 32)))))
(or $x371 $x279))))))))
(check-sat)
