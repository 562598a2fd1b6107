; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x327 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x330 (bvmul (_ bv4 64) ?x327)))
(let ((?x28674 (bvadd base!tokens ?x330)))
(let (($x41487 (not (bvule ?x330 (_ bv8 64)))))
(let (($x28775 (= tid.x@A (_ bv0 32))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x22446 (and $x313 $x28775)))
(let (($x8099 (and $x22446 (or $x41487 (and (distinct (bvand ?x28674 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x8099))))))))))
(check-sat)
