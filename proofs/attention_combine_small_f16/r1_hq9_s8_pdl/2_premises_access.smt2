; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x206 (= param!power (_ bv1 32))))
(let (($x738 (and $x206 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x427 (and $x206 (= ((_ extract 5 0) tid.x@A) (_ bv0 6)))))
(let (($x62 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x69 (not $x62)))
(let (($x268 (and $x206 (not (or $x69 (bvule (_ bv4 3) ((_ extract 8 6) tid.x@A)))))))
(let (($x253 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv8 4) ((_ extract 9 6) tid.x@A)))))
(let (($x257 (and $x206 (not $x253))))
(or $x257 $x257 $x268 $x268 $x427 $x427 $x206 $x738))))))))))
(check-sat)
