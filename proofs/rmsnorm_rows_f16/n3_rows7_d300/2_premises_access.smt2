; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x261 (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x1900 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x261 (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A))))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x1902 (and $x230 (not $x1900))))
(let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x75 (not $x68)))
(let (($x474 (and $x230 (not (or $x75 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A)))))))
(let (($x263 (not (or $x261 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))))
(let (($x732 (and $x230 $x263 (= tid.x@A (_ bv0 32)))))
(or $x732 $x474 $x1902)))))))))))
(check-sat)
