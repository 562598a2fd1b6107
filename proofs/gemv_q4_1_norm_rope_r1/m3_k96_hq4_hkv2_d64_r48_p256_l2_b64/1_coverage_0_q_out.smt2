; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!nw () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
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
 (bvule base!w (_ bv18446744073709520895 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551603 64)))
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
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709550079 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (let ((?x5431 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x5453 ((_ extract 15 0) (bvsub ?x5431 (_ bv0 64)))))
 (let ((?x5438 ((_ zero_extend 16) (bvudiv ?x5453 (_ bv512 16)))))
 (let ((?x5474 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x5438)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5474) (bvule ?x5474 (_ bv255 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x5431 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x5453 ((_ extract 15 0) (bvsub ?x5431 (_ bv0 64)))))
(let ((?x5439 (bvurem ?x5453 (_ bv512 16))))
(let ((?x5443 ((_ zero_extend 16) (bvudiv ?x5439 (_ bv16 16)))))
(let ((?x5456 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x5439 (_ bv16 16)) (_ bv4 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x5512 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x5456)) (concat ((_ extract 28 0) ?x5443) (_ bv0 2)))))
(let ((?x5437 ((_ extract 30 5) ?x5512)))
(let ((?x5477 (concat (_ bv0 31) ((_ extract 31 1) (bvadd (concat ?x5512 (_ bv0 1)) (bvmul (_ bv4294967232 32) (concat (_ bv0 6) ?x5437)))) (_ bv0 1))))
(let ((?x5468 (bvadd (bvmul (_ bv256 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x5453 (_ bv512 16))))) (bvmul (_ bv64 63) (concat (_ bv0 37) ?x5437)) ?x5477)))
(let ((?x5503 (concat ?x5468 (_ bv0 1))))
(let (($x5461 (or (= ((_ extract 1 0) ((_ zero_extend 16) (bvudiv ?x5453 (_ bv512 16)))) (_ bv3 2)) (not (= ((_ extract 31 2) ((_ zero_extend 16) (bvudiv ?x5453 (_ bv512 16)))) (_ bv0 30))) (not (= ((_ extract 4 0) ?x5456) (_ bv0 5))))))
(let (($x5483 (bvule (_ bv512 10) (concat (bvadd ((_ extract 13 5) ?x5456) (concat ((_ extract 6 0) ?x5443) (_ bv0 2))) (_ bv0 1)))))
(let (($x344 (= param!power (_ bv1 32))))
(let (($x5489 (and $x344 (not (or (not (= ((_ extract 30 9) ?x5512) (_ bv0 22))) $x5483)) (not $x5461) (not (or (not (= ((_ extract 30 8) ?x5512) (_ bv0 23))) (bvule (_ bv4 3) ((_ extract 7 5) ?x5512)))))))
(let (($x5492 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x5487 (and $x5492 (bvult ((_ zero_extend 16) (bvudiv ?x5453 (_ bv512 16))) (_ bv3 32)) (bvult ?x5443 (_ bv64 32)) $x5492 $x5492 (bvult ?x5456 (_ bv128 32)) $x5489 (bvule ?x5503 ?x5431) (bvule (bvadd ?x5431 (_ bv2 64)) (bvadd ?x5503 (_ bv4 64))))))
(not $x5487))))))))))))))))))
(check-sat)
