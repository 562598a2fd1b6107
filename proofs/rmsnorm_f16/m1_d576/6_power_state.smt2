; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x1231 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x1236 (and $x203 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1231)))))
(let (($x60 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x1177 (not $x60)))
(let (($x1181 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1177 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
(let (($x1183 (and $x203 (not $x1181))))
(let (($x394 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
(let (($x398 (and $x203 (not $x394))))
(or $x398 $x1183 $x1236)))))))))))
(check-sat)
