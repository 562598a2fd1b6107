; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!x ?x19))))
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
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!y ?x19))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!M))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x4793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4812 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x4801 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x4812)))
 (let (($x4823 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x4827 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x45 ((_ extract 31 0) size!M)))
 (let ((?x4797 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x4828 (bvult ?x4797 ?x45)))
 (let (($x4829 (and $x4827 $x4827 $x4828 $x4827 $x4827 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv256 32)) (and $x231 (not $x4823)) (= (concat ?x4801 (_ bv0 1)) ?x4793))))
 (not $x4829))))))))))))
(assert
 (let ((?x4793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4818 (concat (_ bv0 31) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))))))
 (let ((?x4812 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let (($x4841 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))))))))
 (let (($x4844 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv4294967039 32)) $x4841))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x4827 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x45 ((_ extract 31 0) size!M)))
 (let ((?x4797 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x4828 (bvult ?x4797 ?x45)))
 (let (($x4847 (and $x4827 $x4827 $x4828 $x4827 $x4827 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv256 32)) (and $x231 $x4844) (= (concat (bvadd ?x4812 ?x4818) (_ bv0 1)) ?x4793))))
 (not $x4847)))))))))))))
(assert
 (let ((?x4793 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x4834 (concat (_ bv0 31) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))))))
(let ((?x4812 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x4859 (or (not (= ((_ extract 31 7) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))))))))
(let (($x4862 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv4294966783 32)) $x4859))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x4827 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x45 ((_ extract 31 0) size!M)))
(let ((?x4797 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x4828 (bvult ?x4797 ?x45)))
(let (($x4865 (and $x4827 $x4827 $x4828 $x4827 $x4827 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv256 32)) (and $x231 $x4862) (= (concat (bvadd ?x4812 ?x4834) (_ bv0 1)) ?x4793))))
(not $x4865)))))))))))))
(check-sat)
