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
 (bvule base!logits (_ bv18446744073709545615 64)))
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
 (let ((?x61217 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv8000 64))) (bvmul elem1_1 (_ bv4 64)))))
 (let ((?x61221 ((_ extract 15 0) (bvsub ?x61217 (_ bv0 64)))))
 (let ((?x61224 ((_ zero_extend 16) (bvudiv ?x61221 (_ bv8000 16)))))
 (let ((?x61240 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv (bvurem ?x61221 (_ bv8000 16)) (_ bv4 16)))) (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ?x61224)) (_ bv0 1)))))
 (let ((?x61241 (concat ?x61240 (_ bv0 2))))
 (let ((?x61260 (bvadd ?x61217 (_ bv4 64))))
 (let (($x61261 (bvule ?x61260 (bvadd ?x61241 (_ bv4 64)))))
 (let (($x61229 (bvule ?x61241 ?x61217)))
 (let (($x61251 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x61221 (_ bv8000 16)) (_ bv4 16)))) (_ bv0 22)))))
 (let (($x61257 (or $x61251 (bvule (_ bv1000 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x61221 (_ bv8000 16)) (_ bv4 16))))))))
 (let (($x61256 (not $x61257)))
 (let (($x61258 (not |v5@A#1.0|)))
 (let (($x313 (= param!power (_ bv1 32))))
 (let ((?x61231 ((_ zero_extend 16) (bvudiv (bvurem ?x61221 (_ bv8000 16)) (_ bv4 16)))))
 (let (($x61252 (bvult ?x61231 (_ bv1024 32))))
 (let (($x61204 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x61247 (bvult ?x61224 (_ bv3 32))))
 (not (and $x61204 $x61204 $x61247 $x61204 $x61204 $x61252 (and $x313 $x61258 $x61256) $x61229 $x61261))))))))))))))))))))
(assert
 (let ((?x61217 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv8000 64))) (bvmul elem1_1 (_ bv4 64)))))
 (let ((?x61221 ((_ extract 15 0) (bvsub ?x61217 (_ bv0 64)))))
 (let ((?x61224 ((_ zero_extend 16) (bvudiv ?x61221 (_ bv8000 16)))))
 (let ((?x61240 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv (bvurem ?x61221 (_ bv8000 16)) (_ bv4 16)))) (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ?x61224)) (_ bv0 1)))))
 (let ((?x61241 (concat ?x61240 (_ bv0 2))))
 (let ((?x61260 (bvadd ?x61217 (_ bv4 64))))
 (let (($x61261 (bvule ?x61260 (bvadd ?x61241 (_ bv4 64)))))
 (let (($x61229 (bvule ?x61241 ?x61217)))
 (let (($x61251 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x61221 (_ bv8000 16)) (_ bv4 16)))) (_ bv0 22)))))
 (let (($x61257 (or $x61251 (bvule (_ bv1000 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x61221 (_ bv8000 16)) (_ bv4 16))))))))
 (let (($x61256 (not $x61257)))
 (let (($x313 (= param!power (_ bv1 32))))
 (let ((?x61231 ((_ zero_extend 16) (bvudiv (bvurem ?x61221 (_ bv8000 16)) (_ bv4 16)))))
 (let (($x61252 (bvult ?x61231 (_ bv1024 32))))
 (let (($x61204 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x61247 (bvult ?x61224 (_ bv3 32))))
 (let (($x61278 (and $x61204 $x61204 $x61247 $x61204 $x61204 $x61252 (and $x313 |v5@A#1.0| $x61256) $x61229 $x61261)))
 (not $x61278)))))))))))))))))))
(assert
 (let ((?x61217 (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv8000 64))) (bvmul elem1_1 (_ bv4 64)))))
(let ((?x61239 ((_ extract 15 0) (bvsub ?x61217 (_ bv4000 64)))))
(let ((?x61234 ((_ zero_extend 16) (bvudiv ?x61239 (_ bv8000 16)))))
(let ((?x61272 (bvadd (_ bv1000 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvudiv (bvurem ?x61239 (_ bv8000 16)) (_ bv4 16)))) (concat (bvmul (_ bv1000 61) (concat (_ bv0 29) ?x61234)) (_ bv0 1)))))
(let ((?x61277 (concat ?x61272 (_ bv0 2))))
(let ((?x61260 (bvadd ?x61217 (_ bv4 64))))
(let (($x61291 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x61239 (_ bv8000 16)) (_ bv4 16)))) (_ bv0 22)))))
(let (($x61293 (or $x61291 (bvule (_ bv1000 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x61239 (_ bv8000 16)) (_ bv4 16))))))))
(let (($x313 (= param!power (_ bv1 32))))
(let (($x61204 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x61275 (and $x61204 $x61204 (bvult ?x61234 (_ bv3 32)) $x61204 $x61204 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x61239 (_ bv8000 16)) (_ bv4 16))) (_ bv1024 32)) (and $x313 (not $x61293)) (bvule ?x61277 ?x61217) (bvule ?x61260 (bvadd ?x61277 (_ bv4 64))))))
(not $x61275)))))))))))))
(check-sat)
