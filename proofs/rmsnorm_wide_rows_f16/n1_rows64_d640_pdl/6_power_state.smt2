; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x1690 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x1737 (and $x226 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x1690)))))
(let (($x67 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x1704 (not $x67)))
(let (($x1708 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x1704 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x1710 (and $x226 (not $x1708))))
(let (($x682 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x711 (and $x226 (not $x682))))
(or $x711 $x1710 $x1737)))))))))))
(check-sat)
