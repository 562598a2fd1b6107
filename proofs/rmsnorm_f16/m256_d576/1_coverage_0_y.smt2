; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv256 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2178 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2208 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2178 (_ bv0 64))) (_ bv1152 20)))))))
 (let ((?x2193 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2178 (_ bv0 64))) (_ bv1152 20)) (_ bv2 20)))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x2214 (and $x202 (not (or (not (= ((_ extract 31 10) ?x2193) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2193)))))))
 (let (($x2228 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2217 (and $x2228 $x2228 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2178 (_ bv0 64))) (_ bv1152 20))) (_ bv256 32)) $x2228 $x2228 (bvult ?x2193 (_ bv256 32)) $x2214 (= (concat (bvadd (concat (_ bv0 31) ?x2193) ?x2208) (_ bv0 1)) ?x2178))))
 (not $x2217)))))))))
(assert
 (let ((?x2178 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2190 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2178 (_ bv512 64))) (_ bv1152 20)) (_ bv2 20)))))
 (let ((?x2235 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2178 (_ bv512 64))) (_ bv1152 20)))))))
 (let (($x2252 (and (bvule ?x2190 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2190) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2190))))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x2228 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2250 (and $x2228 $x2228 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2178 (_ bv512 64))) (_ bv1152 20))) (_ bv256 32)) $x2228 $x2228 (bvult ?x2190 (_ bv256 32)) (and $x202 (not $x2252)) (= (concat (bvadd ?x2235 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2190))) (_ bv0 1)) ?x2178))))
 (not $x2250)))))))))
(assert
 (let ((?x2178 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2195 ((_ zero_extend 12) (bvudiv (bvurem ((_ extract 19 0) (bvsub ?x2178 (_ bv1024 64))) (_ bv1152 20)) (_ bv2 20)))))
(let ((?x2234 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2178 (_ bv1024 64))) (_ bv1152 20)))))))
(let (($x2278 (and (bvule ?x2195 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2195) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2195))))))
(let (($x202 (= param!power (_ bv1 32))))
(let (($x2228 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2263 (and $x2228 $x2228 (bvult ((_ zero_extend 12) (bvudiv ((_ extract 19 0) (bvsub ?x2178 (_ bv1024 64))) (_ bv1152 20))) (_ bv256 32)) $x2228 $x2228 (bvult ?x2195 (_ bv256 32)) (and $x202 (not $x2278)) (= (concat (bvadd ?x2234 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2195))) (_ bv0 1)) ?x2178))))
(not $x2263)))))))))
(check-sat)
