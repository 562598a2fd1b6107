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
 (let ((?x265 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv384 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x301 ((_ extract 15 0) (bvsub ?x265 (_ bv0 64)))))
 (let ((?x323 ((_ zero_extend 16) (bvudiv ?x301 (_ bv384 16)))))
 (let ((?x354 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x323)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x354) (bvule ?x354 (_ bv255 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv5 64)))
(assert
 (bvult elem0_1 (_ bv3 64)))
(assert
 (bvult elem0_2 (_ bv48 64)))
(assert
 (let ((?x265 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv384 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x301 ((_ extract 15 0) (bvsub ?x265 (_ bv0 64)))))
(let ((?x318 (bvurem ?x301 (_ bv384 16))))
(let ((?x353 ((_ zero_extend 16) (bvudiv (bvurem ?x318 (_ bv128 16)) (_ bv4 16)))))
(let ((?x388 (bvadd (bvmul (_ bv64 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x318 (_ bv128 16))))) (bvmul (_ bv192 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x301 (_ bv384 16))))) (concat (_ bv0 31) ((_ extract 30 0) ?x353) (_ bv0 1)))))
(let ((?x359 (concat ?x388 (_ bv0 1))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x378 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x384 (and $x378 $x378 (bvult ((_ zero_extend 16) (bvudiv ?x301 (_ bv384 16))) (_ bv5 32)) $x378 (bvult ((_ zero_extend 16) (bvudiv ?x318 (_ bv128 16))) (_ bv3 32)) (bvult ?x353 (_ bv24 32)) $x231 (bvule ?x359 ?x265) (bvule (bvadd ?x265 (_ bv2 64)) (bvadd ?x359 (_ bv4 64))))))
(not $x384)))))))))))
(check-sat)
