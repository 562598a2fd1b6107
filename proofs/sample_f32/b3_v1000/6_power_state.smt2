; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun v5@A () Bool)
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x313 (= param!power (_ bv1 32))))
(let (($x22440 (and $x313 (= tid.x@A (_ bv0 32)))))
(let (($x361 (bvule (_ bv1000 10) ((_ extract 9 0) tid.x@A))))
(let (($x366 (not (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) $x361))))
(let (($x15726 (and $x313 $x366)))
(let (($x394 (and $x313 v5@A $x366)))
(let (($x367 (and $x313 (not v5@A) $x366)))
(or $x367 $x394 $x15726 $x22440)))))))))
(check-sat)
