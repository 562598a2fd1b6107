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
 (bvule base!x (_ bv18446744073708961791 64)))
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
 (bvule base!y (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x2174 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2211 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2174 (_ bv0 64))) (_ bv1152 21)))))))
 (let ((?x2190 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x2174 (_ bv0 64))) (_ bv1152 21)) (_ bv2 21)))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2224 (and $x206 (not (or (not (= ((_ extract 31 10) ?x2190) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x2190)))))))
 (let (($x2219 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2206 (and $x2219 $x2219 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2174 (_ bv0 64))) (_ bv1152 21))) (_ bv512 32)) $x2219 $x2219 (bvult ?x2190 (_ bv256 32)) $x2224 (= (concat (bvadd (concat (_ bv0 31) ?x2190) ?x2211) (_ bv0 1)) ?x2174))))
 (not $x2206)))))))))
(assert
 (let ((?x2174 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x2195 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x2174 (_ bv512 64))) (_ bv1152 21)) (_ bv2 21)))))
 (let ((?x2233 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2174 (_ bv512 64))) (_ bv1152 21)))))))
 (let (($x2250 (and (bvule ?x2195 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x2195) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x2195))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2219 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2237 (and $x2219 $x2219 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2174 (_ bv512 64))) (_ bv1152 21))) (_ bv512 32)) $x2219 $x2219 (bvult ?x2195 (_ bv256 32)) (and $x206 (not $x2250)) (= (concat (bvadd ?x2233 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x2195))) (_ bv0 1)) ?x2174))))
 (not $x2237)))))))))
(assert
 (let ((?x2174 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2202 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x2174 (_ bv1024 64))) (_ bv1152 21)) (_ bv2 21)))))
(let ((?x2262 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2174 (_ bv1024 64))) (_ bv1152 21)))))))
(let (($x2257 (and (bvule ?x2202 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x2202) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x2202))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2219 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2271 (and $x2219 $x2219 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x2174 (_ bv1024 64))) (_ bv1152 21))) (_ bv512 32)) $x2219 $x2219 (bvult ?x2202 (_ bv256 32)) (and $x206 (not $x2257)) (= (concat (bvadd ?x2262 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x2202))) (_ bv0 1)) ?x2174))))
(not $x2271)))))))))
(check-sat)
