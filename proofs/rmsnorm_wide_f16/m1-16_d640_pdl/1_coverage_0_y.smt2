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
 (and (bvule (_ bv1 64) size!M) (bvule size!M (_ bv16 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549055 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!M))
(assert
 (bvult elem0_1 (_ bv640 64)))
(assert
 (let ((?x3810 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3829 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x3832 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x3829)))
 (let (($x3840 (or (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))))))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3844 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x48 ((_ extract 31 0) size!M)))
 (let ((?x3815 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x3845 (bvult ?x3815 ?x48)))
 (let (($x3846 (and $x3844 $x3844 $x3845 $x3844 $x3844 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv256 32)) (and $x239 (not $x3840)) (= (concat ?x3832 (_ bv0 1)) ?x3810))))
 (not $x3846))))))))))))
(assert
 (let ((?x3810 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3814 (concat (_ bv0 31) (bvadd (_ bv256 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))))))
 (let ((?x3829 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let (($x3858 (or (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16)))) (_ bv0 23))) (bvule (_ bv384 9) ((_ extract 8 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))))))))
 (let (($x3861 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv4294967039 32)) $x3858))))
 (let (($x239 (= param!power (_ bv1 32))))
 (let (($x3844 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x48 ((_ extract 31 0) size!M)))
 (let ((?x3815 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x3845 (bvult ?x3815 ?x48)))
 (let (($x3864 (and $x3844 $x3844 $x3845 $x3844 $x3844 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv256 16))) (_ bv256 32)) (and $x239 $x3861) (= (concat (bvadd ?x3829 ?x3814) (_ bv0 1)) ?x3810))))
 (not $x3864)))))))))))))
(assert
 (let ((?x3810 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1280 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3851 (concat (_ bv0 31) (bvadd (_ bv512 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))))))
(let ((?x3829 (bvmul (_ bv640 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let (($x3876 (or (not (= ((_ extract 31 8) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16)))) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))))))))
(let (($x3879 (not (and (bvule ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv4294966783 32)) $x3876))))
(let (($x239 (= param!power (_ bv1 32))))
(let (($x3844 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x48 ((_ extract 31 0) size!M)))
(let ((?x3815 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x3845 (bvult ?x3815 ?x48)))
(let (($x3882 (and $x3844 $x3844 $x3845 $x3844 $x3844 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv512 16))) (_ bv256 32)) (and $x239 $x3879) (= (concat (bvadd ?x3829 ?x3851) (_ bv0 1)) ?x3810))))
(not $x3882)))))))))))))
(check-sat)
