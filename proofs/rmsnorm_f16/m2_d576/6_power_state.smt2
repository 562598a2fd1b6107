; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x1770 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x1775 (and $x205 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1770)))))
(let (($x60 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x1716 (not $x60)))
(let (($x1720 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1716 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
(let (($x1722 (and $x205 (not $x1720))))
(let (($x939 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
(let (($x943 (and $x205 (not $x939))))
(or $x943 $x1722 $x1775)))))))))))
(check-sat)
