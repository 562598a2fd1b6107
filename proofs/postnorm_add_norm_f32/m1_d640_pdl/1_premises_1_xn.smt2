; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem1_0 () (_ BitVec 64))
(declare-fun pelem1_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem1_0 (_ bv1 64)))
(assert
 (bvult pelem1_1 (_ bv640 64)))
(assert
 (let (($x2132 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x245 (= param!power (_ bv1 32))))
(let (($x2202 (and $x245 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x2132)))))
(let (($x70 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x2143 (not $x70)))
(let (($x2147 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x2143 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x2149 (and $x245 (not $x2147))))
(let (($x632 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x496 (and $x245 (not $x632))))
(or $x496 $x2149 $x2202)))))))))))
(check-sat)
