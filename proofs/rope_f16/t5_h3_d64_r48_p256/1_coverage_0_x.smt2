; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (let ((?x416 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv384 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x429 ((_ extract 15 0) (bvsub ?x416 (_ bv0 64)))))
 (let ((?x428 ((_ zero_extend 16) (bvudiv ?x429 (_ bv384 16)))))
 (let ((?x439 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x428)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x439) (bvule ?x439 (_ bv255 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv5 64)))
(assert
 (bvult elem0_1 (_ bv3 64)))
(assert
 (bvult elem0_2 (_ bv48 64)))
(assert
 (let ((?x416 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv384 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x429 ((_ extract 15 0) (bvsub ?x416 (_ bv0 64)))))
(let ((?x423 (bvurem ?x429 (_ bv384 16))))
(let ((?x438 ((_ zero_extend 16) (bvudiv (bvurem ?x423 (_ bv128 16)) (_ bv4 16)))))
(let ((?x476 (bvadd (bvmul (_ bv64 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x423 (_ bv128 16))))) (bvmul (_ bv192 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x429 (_ bv384 16))))) (concat (_ bv0 31) ((_ extract 30 0) ?x438) (_ bv0 1)))))
(let ((?x447 (concat ?x476 (_ bv0 1))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x466 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x472 (and $x466 $x466 (bvult ((_ zero_extend 16) (bvudiv ?x429 (_ bv384 16))) (_ bv5 32)) $x466 (bvult ((_ zero_extend 16) (bvudiv ?x423 (_ bv128 16))) (_ bv3 32)) (bvult ?x438 (_ bv24 32)) $x231 (bvule ?x447 ?x416) (bvule (bvadd ?x416 (_ bv2 64)) (bvadd ?x447 (_ bv4 64))))))
(not $x472)))))))))))
(check-sat)
