; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun v46@A () (_ BitVec 64))
(declare-fun v4617@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvule v46@A (_ bv30 64)))
(assert
 (bvule v4617@A (_ bv30 64)))
(assert
 (let (($x4926 (and (distinct (bvand (concat (_ bv0 32) (bvadd (_ bv1 29) ((_ extract 28 0) v4617@A)) (_ bv0 3)) (_ bv7 64)) (_ bv0 64)) true)))
(let (($x4439 (or (not (bvule (concat (_ bv0 32) (bvadd (_ bv1 29) ((_ extract 28 0) v4617@A)) (_ bv0 3)) (_ bv248 64))) $x4926)))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x2189 (and $x313 $x4439)))
(let (($x5042 (and $x313 (or (not (bvule (_ bv0 64) (_ bv248 64))) (and (distinct (bvand (_ bv0 64) (_ bv7 64)) (_ bv0 64)) true)))))
(let (($x4371 (or (not (bvule (concat (_ bv0 34) ((_ extract 31 5) tid.x@A) (_ bv0 3)) (_ bv248 64))) (and (distinct (bvand (concat (_ bv0 34) ((_ extract 31 5) tid.x@A) (_ bv0 3)) (_ bv7 64)) (_ bv0 64)) true))))
(let (($x509 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x513 (and $x313 $x509)))
(let (($x5228 (and $x513 $x4371)))
(let (($x5234 (and (distinct (bvand (concat (_ bv0 32) (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v46@A)))) (_ bv7 64)) (_ bv0 64)) true)))
(let (($x4038 (not (bvule (concat (_ bv0 32) (bvadd (_ bv8 32) (bvmul (_ bv8 32) ((_ extract 31 0) v46@A)))) (_ bv248 64)))))
(let (($x4210 (and $x313 (or $x4038 $x5234))))
(or $x5228 $x5042 $x4210 $x5228 $x5042 $x2189))))))))))))))
(check-sat)
