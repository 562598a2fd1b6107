; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv8192 64) size!M))))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4096 64) size!M))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!M))
(assert
 (bvult elem0_1 (_ bv2048 64)))
(assert
 (let ((?x370 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv4096 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x387 ((_ zero_extend 9) (bvudiv (bvurem ((_ extract 22 0) (bvsub ?x370 (_ bv0 64))) (_ bv4096 23)) (_ bv512 23)))))
(let ((?x390 ((_ zero_extend 9) (bvudiv (bvurem (bvurem ((_ extract 22 0) (bvsub ?x370 (_ bv0 64))) (_ bv4096 23)) (_ bv512 23)) (_ bv2 23)))))
(let ((?x419 (bvadd ?x390 (bvmul (_ bv256 32) ?x387))))
(let ((?x441 (bvmul (_ bv2048 63) (concat (_ bv0 31) ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x370 (_ bv0 64))) (_ bv4096 23)))))))
(let (($x439 (or (not (= ((_ extract 31 12) ?x419) (_ bv0 20))) (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) ?x390) (bvmul (_ bv256 12) ((_ extract 11 0) ?x387)))))))
(let (($x219 (= param!power (_ bv1 32))))
(let (($x421 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x44 ((_ extract 31 0) size!M)))
(let ((?x376 ((_ zero_extend 9) (bvudiv ((_ extract 22 0) (bvsub ?x370 (_ bv0 64))) (_ bv4096 23)))))
(let (($x412 (and $x421 (bvult ?x376 ?x44) (bvult ?x387 (_ bv8 32)) $x421 $x421 (bvult ?x390 (_ bv256 32)) (and $x219 (not $x439)) (= (concat (bvadd ?x441 (concat (_ bv0 31) ?x419)) (_ bv0 1)) ?x370))))
(not $x412)))))))))))))
(check-sat)
