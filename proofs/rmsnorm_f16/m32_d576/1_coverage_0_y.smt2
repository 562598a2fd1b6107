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
 (bvule base!x (_ bv18446744073709514751 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2191 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2215 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2191 (_ bv0 64))) (_ bv1152 17)))))))
 (let ((?x2207 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2191 (_ bv0 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2228 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2207) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2207)))))))
 (let (($x2237 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2235 (and $x2237 $x2237 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2191 (_ bv0 64))) (_ bv1152 17))) (_ bv32 32)) $x2237 $x2237 (bvult ?x2207 (_ bv256 32)) $x2228 (= (concat (bvadd (concat (_ bv0 31) ?x2207) ?x2215) (_ bv0 1)) ?x2191))))
 (not $x2235)))))))))
(assert
 (let ((?x2191 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2212 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2191 (_ bv512 64))) (_ bv1152 17)) (_ bv2 17)))))
 (let ((?x2248 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2191 (_ bv512 64))) (_ bv1152 17)))))))
 (let (($x2250 (and (bvule ?x2212 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2212) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2212))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2237 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2266 (and $x2237 $x2237 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2191 (_ bv512 64))) (_ bv1152 17))) (_ bv32 32)) $x2237 $x2237 (bvult ?x2212 (_ bv256 32)) (and $x206 (not $x2250)) (= (concat (bvadd ?x2248 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2212))) (_ bv0 1)) ?x2191))))
 (not $x2266)))))))))
(assert
 (let ((?x2191 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2220 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x2191 (_ bv1024 64))) (_ bv1152 17)) (_ bv2 17)))))
(let ((?x2271 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2191 (_ bv1024 64))) (_ bv1152 17)))))))
(let (($x2286 (and (bvule ?x2220 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2220) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2220))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2237 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2236 (and $x2237 $x2237 (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x2191 (_ bv1024 64))) (_ bv1152 17))) (_ bv32 32)) $x2237 $x2237 (bvult ?x2220 (_ bv256 32)) (and $x206 (not $x2286)) (= (concat (bvadd ?x2271 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2220))) (_ bv0 1)) ?x2191))))
(not $x2236)))))))))
(check-sat)
