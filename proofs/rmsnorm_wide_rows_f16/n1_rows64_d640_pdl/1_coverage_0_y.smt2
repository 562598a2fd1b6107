; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709387775 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (and (bvule (_ bv0 32) (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64)))) (bvule (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) (_ bv0 32))) (_ bv0 64))) (_ bv63 32))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x2163 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2192 (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x2194 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv0 64))) (_ bv2 16)))) ?x2192)))
 (let (($x2207 (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv0 64))) (_ bv2 16)))))))
 (let (($x2203 (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv0 64))) (_ bv2 16)))) (_ bv0 22))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x2199 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2200 (and $x2199 $x2199 $x2199 $x2199 $x2199 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv0 64))) (_ bv2 16))) (_ bv256 32)) (and $x226 (not (or (not $x2203) $x2207))) (= (concat ?x2194 (_ bv0 1)) ?x2163))))
 (not $x2200))))))))))
(assert
 (let ((?x2163 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2206 (concat (_ bv0 31) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv512 64))) (_ bv2 16)))))))
 (let ((?x2192 (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let (($x2228 (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv512 64))) (_ bv2 16)))))))
 (let (($x2232 (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv512 64))) (_ bv2 16)))) (_ bv0 23))))
 (let (($x2236 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv512 64))) (_ bv2 16))) (_ bv4294967039 32)) (or (not $x2232) $x2228))))
 (let (($x226 (= param!power (_ bv1 32))))
 (let (($x2199 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2210 (and $x2199 $x2199 $x2199 $x2199 $x2199 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv512 64))) (_ bv2 16))) (_ bv256 32)) (and $x226 (not $x2236)) (= (concat (bvadd ?x2192 ?x2206) (_ bv0 1)) ?x2163))))
 (not $x2210)))))))))))
(assert
 (let ((?x2163 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2240 (concat (_ bv0 31) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv1024 64))) (_ bv2 16)))))))
(let ((?x2192 (bvmul (_ bv640 63) (concat (_ bv0 31) (_ bv0 32)))))
(let (($x2246 (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv1024 64))) (_ bv2 16)))))))
(let (($x2250 (= ((_ extract 31 8) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv1024 64))) (_ bv2 16)))) (_ bv0 24))))
(let (($x2239 (and (bvule ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv1024 64))) (_ bv2 16))) (_ bv4294966783 32)) (or (not $x2250) $x2246))))
(let (($x226 (= param!power (_ bv1 32))))
(let (($x2199 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2254 (and $x2199 $x2199 $x2199 $x2199 $x2199 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2163 (_ bv1024 64))) (_ bv2 16))) (_ bv256 32)) (and $x226 (not $x2239)) (= (concat (bvadd ?x2192 ?x2240) (_ bv0 1)) ?x2163))))
(not $x2254)))))))))))
(check-sat)
