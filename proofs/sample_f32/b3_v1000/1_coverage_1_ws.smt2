; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!temps () (_ BitVec 64))
(declare-fun base!top_ks () (_ BitVec 64))
(declare-fun base!top_ps () (_ BitVec 64))
(declare-fun base!seeds () (_ BitVec 64))
(declare-fun base!counters () (_ BitVec 64))
(declare-fun base!ws () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem1_0 () (_ BitVec 64))
(declare-fun elem1_1 () (_ BitVec 64))
(declare-fun |v5@A#1.0| () Bool)
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (_ bv18446744073709539615 64)))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!temps (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!temps (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!temps (_ bv0 64)) true))
(assert
 (= (bvand base!top_ks (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!top_ks (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!top_ks (_ bv0 64)) true))
(assert
 (= (bvand base!top_ps (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!top_ps (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!top_ps (_ bv0 64)) true))
(assert
 (= (bvand base!seeds (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seeds (_ bv18446744073709551591 64)))
(assert
 (and (distinct base!seeds (_ bv0 64)) true))
(assert
 (= (bvand base!counters (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!counters (_ bv18446744073709551591 64)))
(assert
 (and (distinct base!counters (_ bv0 64)) true))
(assert
 (= (bvand base!ws (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ws (_ bv18446744073709527615 64)))
(assert
 (and (distinct base!ws (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem1_0 (_ bv3 64)))
(assert
 (bvult elem1_1 (_ bv2000 64)))
(assert
 (let ((?x61196 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv8000 64))) (bvmul elem1_1 (_ bv4 64)))))
 (let ((?x61200 ((_ extract 15 0) (bvsub ?x61196 (_ bv0 64)))))
 (let ((?x61203 ((_ zero_extend 16) (bvudiv ?x61200 (_ bv8000 16)))))
 (let ((?x61219 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv (bvurem ?x61200 (_ bv8000 16)) (_ bv4 16)))) (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ?x61203)) (_ bv0 1)))))
 (let ((?x61220 (concat ?x61219 (_ bv0 2))))
 (let ((?x61239 (bvadd ?x61196 (_ bv4 64))))
 (let (($x61240 (bvule ?x61239 (bvadd ?x61220 (_ bv4 64)))))
 (let (($x61208 (bvule ?x61220 ?x61196)))
 (let (($x61230 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x61200 (_ bv8000 16)) (_ bv4 16)))) (_ bv0 22)))))
 (let (($x61236 (or $x61230 (bvule (_ bv1000 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x61200 (_ bv8000 16)) (_ bv4 16))))))))
 (let (($x61235 (not $x61236)))
 (let (($x61237 (not |v5@A#1.0|)))
 (let (($x313 (= param!power (_ bv1 32))))
 (let ((?x61210 ((_ zero_extend 16) (bvudiv (bvurem ?x61200 (_ bv8000 16)) (_ bv4 16)))))
 (let (($x61231 (bvult ?x61210 (_ bv1024 32))))
 (let (($x61183 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x61226 (bvult ?x61203 (_ bv3 32))))
 (not (and $x61183 $x61183 $x61226 $x61183 $x61183 $x61231 (and $x313 $x61237 $x61235) $x61208 $x61240))))))))))))))))))))
(assert
 (let ((?x61196 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv8000 64))) (bvmul elem1_1 (_ bv4 64)))))
 (let ((?x61200 ((_ extract 15 0) (bvsub ?x61196 (_ bv0 64)))))
 (let ((?x61203 ((_ zero_extend 16) (bvudiv ?x61200 (_ bv8000 16)))))
 (let ((?x61219 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv (bvurem ?x61200 (_ bv8000 16)) (_ bv4 16)))) (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ?x61203)) (_ bv0 1)))))
 (let ((?x61220 (concat ?x61219 (_ bv0 2))))
 (let ((?x61239 (bvadd ?x61196 (_ bv4 64))))
 (let (($x61240 (bvule ?x61239 (bvadd ?x61220 (_ bv4 64)))))
 (let (($x61208 (bvule ?x61220 ?x61196)))
 (let (($x61230 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x61200 (_ bv8000 16)) (_ bv4 16)))) (_ bv0 22)))))
 (let (($x61236 (or $x61230 (bvule (_ bv1000 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x61200 (_ bv8000 16)) (_ bv4 16))))))))
 (let (($x61235 (not $x61236)))
 (let (($x313 (= param!power (_ bv1 32))))
 (let ((?x61210 ((_ zero_extend 16) (bvudiv (bvurem ?x61200 (_ bv8000 16)) (_ bv4 16)))))
 (let (($x61231 (bvult ?x61210 (_ bv1024 32))))
 (let (($x61183 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x61226 (bvult ?x61203 (_ bv3 32))))
 (let (($x61257 (and $x61183 $x61183 $x61226 $x61183 $x61183 $x61231 (and $x313 |v5@A#1.0| $x61235) $x61208 $x61240)))
 (not $x61257)))))))))))))))))))
(assert
 (let ((?x61196 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv8000 64))) (bvmul elem1_1 (_ bv4 64)))))
(let ((?x61218 ((_ extract 15 0) (bvsub ?x61196 (_ bv4000 64)))))
(let ((?x61213 ((_ zero_extend 16) (bvudiv ?x61218 (_ bv8000 16)))))
(let ((?x61251 (bvadd (_ bv1000 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv (bvurem ?x61218 (_ bv8000 16)) (_ bv4 16)))) (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ?x61213)) (_ bv0 1)))))
(let ((?x61256 (concat ?x61251 (_ bv0 2))))
(let ((?x61239 (bvadd ?x61196 (_ bv4 64))))
(let (($x61270 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x61218 (_ bv8000 16)) (_ bv4 16)))) (_ bv0 22)))))
(let (($x61272 (or $x61270 (bvule (_ bv1000 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x61218 (_ bv8000 16)) (_ bv4 16))))))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x61183 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x61254 (and $x61183 $x61183 (bvult ?x61213 (_ bv3 32)) $x61183 $x61183 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x61218 (_ bv8000 16)) (_ bv4 16))) (_ bv1024 32)) (and $x313 (not $x61272)) (bvule ?x61256 ?x61196) (bvule ?x61239 (bvadd ?x61256 (_ bv4 64))))))
(not $x61254)))))))))))))
(check-sat)
