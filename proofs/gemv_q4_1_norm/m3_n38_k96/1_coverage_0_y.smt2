; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!nw (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!nw (_ bv18446744073709551231 64)))
(assert
 (and (distinct base!nw (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549335 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551387 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv38 64)))
(assert
 (let ((?x7783 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x7845 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7783 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x7803 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x7783 (_ bv0 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x7807 (bvadd ?x7803 (_ bv0 32))))
 (let ((?x7850 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x7807)) ?x7845)))
 (let ((?x7852 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x7850))))
 (let ((?x7857 ((_ extract 29 0) (_ bv0 32))))
 (let (($x7819 (= ?x7857 (_ bv0 30))))
 (let ((?x7810 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7783 (_ bv0 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x7839 (or (not (= ((_ extract 31 6) ?x7850) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x7807) ?x7810)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x7861 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x7853 (and $x7861 $x7861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7783 (_ bv0 64))) (_ bv8 16))) (_ bv10 32)) $x7861 $x7861 (bvult ?x7807 (_ bv128 32)) (and $x229 (not $x7839) (= ((_ extract 4 0) ?x7807) (_ bv0 5)) $x7819) (= (concat ?x7852 (_ bv0 1)) ?x7783))))
 (not $x7853)))))))))))))))
(assert
 (let ((?x7783 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x7824 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7783 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let ((?x7817 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x7783 (_ bv76 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
 (let ((?x7804 (bvadd ?x7817 (_ bv0 32))))
 (let ((?x7820 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x7804)) ?x7824)))
 (let ((?x7898 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x7820))))
 (let ((?x7857 ((_ extract 29 0) (_ bv0 32))))
 (let (($x7819 (= ?x7857 (_ bv0 30))))
 (let ((?x7876 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7783 (_ bv76 64))) (_ bv8 16)))) (_ bv0 2))))
 (let (($x7831 (or (not (= ((_ extract 31 6) ?x7820) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x7804) ?x7876)))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x7861 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x7859 (and $x7861 $x7861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7783 (_ bv76 64))) (_ bv8 16))) (_ bv10 32)) $x7861 $x7861 (bvult ?x7804 (_ bv128 32)) (and $x229 (not $x7831) (= ((_ extract 4 0) ?x7804) (_ bv0 5)) $x7819) (= (concat ?x7898 (_ bv0 1)) ?x7783))))
 (not $x7859)))))))))))))))
(assert
 (let ((?x7783 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv76 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x7886 (concat ((_ extract 29 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7783 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let ((?x7827 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x7783 (_ bv152 64))) (_ bv8 16)) (_ bv2 16))) (_ bv32 32))))
(let ((?x7825 (bvadd ?x7827 (_ bv0 32))))
(let ((?x7919 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x7825)) ?x7886)))
(let ((?x7926 (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv2 2))) (concat (_ bv0 31) ?x7919))))
(let ((?x7857 ((_ extract 29 0) (_ bv0 32))))
(let (($x7819 (= ?x7857 (_ bv0 30))))
(let ((?x7874 (concat ((_ extract 3 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7783 (_ bv152 64))) (_ bv8 16)))) (_ bv0 2))))
(let (($x7894 (or (not (= ((_ extract 31 6) ?x7919) (_ bv0 26))) (bvule (_ bv38 6) (bvadd ((_ extract 10 5) ?x7825) ?x7874)))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x7861 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x7908 (and $x7861 $x7861 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x7783 (_ bv152 64))) (_ bv8 16))) (_ bv10 32)) $x7861 $x7861 (bvult ?x7825 (_ bv128 32)) (and $x229 (not $x7894) (= ((_ extract 4 0) ?x7825) (_ bv0 5)) $x7819) (= (concat ?x7926 (_ bv0 1)) ?x7783))))
(not $x7908)))))))))))))))
(check-sat)
