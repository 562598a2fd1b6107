; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x2734 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
(let (($x202 (= param!power (_ bv1 32))))
(let (($x2739 (and $x202 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x2734)))))
(let (($x60 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x2680 (not $x60)))
(let (($x2684 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x2680 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
(let (($x2686 (and $x202 (not $x2684))))
(let (($x1936 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
(let (($x1940 (and $x202 (not $x1936))))
(or $x1940 $x2686 $x2739)))))))))))
(check-sat)
