; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_2 () (_ BitVec 64))
(assert
 (and (bvule (_ bv65 64) size!R) (bvule size!R (_ bv512 64))))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv72 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2304 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!R))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!R))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x3970 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x3984 (bvmul (_ bv9 57) (concat (_ bv0 25) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let ((?x3991 (bvadd (concat (_ bv0 25) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x3984)))
(let ((?x3994 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (concat ?x3991 (_ bv0 6)))))
(let (($x248 (= param!power (_ bv1 32))))
(let (($x3999 (and $x248 (= ((_ extract 31 6) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 26)))))
(let (($x4001 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x52 ((_ extract 31 0) size!R)))
(let ((?x3979 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x4004 (and $x4001 (bvult ?x3979 ?x52) (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16))) (_ bv9 32)) $x4001 $x4001 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16))) (_ bv256 32)) $x3999 (= (concat ?x3994 (_ bv0 1)) ?x3970))))
(not $x4004))))))))))))
(check-sat)
