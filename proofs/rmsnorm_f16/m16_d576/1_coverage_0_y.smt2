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
 (bvule base!x (_ bv18446744073709533183 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv16 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2195 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2225 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2195 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x2211 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2195 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2239 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2211) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2211)))))))
 (let (($x2237 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2245 (and $x2237 $x2237 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2195 (_ bv0 64))) (_ bv1152 16))) (_ bv16 32)) $x2237 $x2237 (bvult ?x2211 (_ bv256 32)) $x2239 (= (concat (bvadd (concat (_ bv0 31) ?x2211) ?x2225) (_ bv0 1)) ?x2195))))
 (not $x2245)))))))))
(assert
 (let ((?x2195 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2216 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2195 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x2256 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2195 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x2257 (and (bvule ?x2216 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2216) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2216))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2237 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2269 (and $x2237 $x2237 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2195 (_ bv512 64))) (_ bv1152 16))) (_ bv16 32)) $x2237 $x2237 (bvult ?x2216 (_ bv256 32)) (and $x206 (not $x2257)) (= (concat (bvadd ?x2256 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2216))) (_ bv0 1)) ?x2195))))
 (not $x2269)))))))))
(assert
 (let ((?x2195 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2224 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x2195 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x2266 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2195 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x2290 (and (bvule ?x2224 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2224) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2224))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2237 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2293 (and $x2237 $x2237 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x2195 (_ bv1024 64))) (_ bv1152 16))) (_ bv16 32)) $x2237 $x2237 (bvult ?x2224 (_ bv256 32)) (and $x206 (not $x2290)) (= (concat (bvadd ?x2266 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2224))) (_ bv0 1)) ?x2195))))
(not $x2293)))))))))
(check-sat)
