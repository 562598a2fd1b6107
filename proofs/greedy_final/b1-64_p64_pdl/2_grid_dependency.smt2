; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun v14@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvule v14@A (_ bv1 64)))
(assert
 (let (($x443 (not true)))
(let (($x216 (= param!power (_ bv1 32))))
(let (($x337 (and $x216 (= tid.x@A (_ bv0 32)))))
(let (($x144 (and $x337 $x443)))
(let (($x318 (not (= ((_ extract 31 7) (bvadd tid.x@A (bvmul (_ bv32 32) ((_ extract 31 0) v14@A)))) (_ bv0 25)))))
(let (($x319 (or $x318 (bvule (_ bv64 7) (bvadd ((_ extract 6 0) tid.x@A) (bvmul (_ bv32 7) ((_ extract 6 0) v14@A)))))))
(let (($x323 (and $x216 (not $x319))))
(let (($x183 (and $x323 $x443)))
(or $x183 $x144))))))))))
(check-sat)
