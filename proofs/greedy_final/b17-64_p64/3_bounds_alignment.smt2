; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!part () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun v14@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!B) (bvule size!B (_ bv64 64))))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!B))))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!B))))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (let ((?x42 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x42)))
(assert
 (bvule v14@A (_ bv1 64)))
(assert
 (let ((?x360 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x362 (bvmul (_ bv4 64) ?x360)))
(let ((?x361 (bvadd base!tokens ?x362)))
(let (($x49 (or (bvult (bvmul (_ bv4 64) size!B) (_ bv4 64)) (not (bvule ?x362 (bvsub (bvmul (_ bv4 64) size!B) (_ bv4 64)))))))
(let (($x350 (= tid.x@A (_ bv0 32))))
(let (($x216 (= param!power (_ bv1 32))))
(let (($x338 (and $x216 $x350)))
(let (($x504 (and $x338 (or $x49 (and (distinct (bvand ?x361 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x348 (bvadd (bvmul (_ bv64 61) (concat (_ bv0 29) ctaid.x@A)) (concat (_ bv0 29) (bvadd tid.x@A (bvmul (_ bv32 32) ((_ extract 31 0) v14@A)))))))
(let ((?x349 (concat ?x348 (_ bv0 3))))
(let ((?x340 (bvadd base!part ?x349)))
(let (($x496 (or (bvult (bvmul (_ bv512 64) size!B) (_ bv8 64)) (not (bvule ?x349 (bvsub (bvmul (_ bv512 64) size!B) (_ bv8 64)))))))
(let (($x319 (not (= ((_ extract 31 7) (bvadd tid.x@A (bvmul (_ bv32 32) ((_ extract 31 0) v14@A)))) (_ bv0 25)))))
(let (($x320 (or $x319 (bvule (_ bv64 7) (bvadd ((_ extract 6 0) tid.x@A) (bvmul (_ bv32 7) ((_ extract 6 0) v14@A)))))))
(let (($x323 (not $x320)))
(let (($x324 (and $x216 $x323)))
(let (($x505 (and $x324 (or $x496 (and (distinct (bvand ?x340 (_ bv7 64)) (_ bv0 64)) true)))))
(or $x505 $x504)))))))))))))))))))
(check-sat)
