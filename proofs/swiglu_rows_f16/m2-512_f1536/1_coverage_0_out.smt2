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
 (bvule base!gu (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv6144 64) size!M))))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv3072 64) size!M))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!M))
(assert
 (bvult elem0_1 (_ bv1536 64)))
(assert
 (let ((?x338 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv3072 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x355 ((_ zero_extend 16) ((_ zero_extend 8) ((_ extract 15 8) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
(let ((?x357 ((_ zero_extend 16) ((_ zero_extend 8) ((_ extract 7 0) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
(let ((?x354 (bvadd ?x357 (bvmul (_ bv256 32) ?x355))))
(let ((?x349 (bvmul (_ bv1536 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x372 (or (not (= ((_ extract 31 11) ?x354) (_ bv0 21))) (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) ?x357) (bvmul (_ bv256 11) ((_ extract 10 0) ?x355)))))))
(let (($x219 (= param!power (_ bv1 32))))
(let (($x376 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x44 ((_ extract 31 0) size!M)))
(let ((?x345 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x379 (and $x376 (bvult ?x345 ?x44) (bvult ?x355 (_ bv6 32)) $x376 $x376 (bvult ?x357 (_ bv256 32)) (and $x219 (not $x372)) (= (concat (bvadd ?x349 (concat (_ bv0 31) ?x354)) (_ bv0 1)) ?x338))))
(not $x379)))))))))))))
(check-sat)
