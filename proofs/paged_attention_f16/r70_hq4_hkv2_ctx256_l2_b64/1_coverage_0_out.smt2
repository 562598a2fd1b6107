; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun |v2076@A#0.0| () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709515775 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709547135 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551335 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709515775 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x11184 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x11190 ((_ extract 16 0) (bvsub ?x11184 (_ bv0 64)))))
 (let ((?x11194 ((_ zero_extend 15) (bvudiv ?x11190 (_ bv512 17)))))
 (let ((?x11249 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x11194)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11249) (bvule ?x11249 (_ bv256 32))))))))
(assert
 (let ((?x11184 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x11190 ((_ extract 16 0) (bvsub ?x11184 (_ bv0 64)))))
 (let ((?x11193 (bvurem ?x11190 (_ bv512 17))))
 (let ((?x11197 (bvurem ?x11193 (_ bv256 17))))
 (let ((?x11207 ((_ zero_extend 15) (bvudiv (bvurem ?x11197 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x11221 ((_ extract 31 4) ?x11207)))
 (let ((?x11263 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x11190 (_ bv512 17)))))))
 (let ((?x11262 (mem!block_tables!32 (bvadd (concat (bvadd ?x11263 (concat (_ bv0 34) ?x11221)) (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11262) (bvule ?x11262 (_ bv63 32))))))))))))
(assert
 (let ((?x11184 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x11190 ((_ extract 16 0) (bvsub ?x11184 (_ bv0 64)))))
 (let ((?x11193 (bvurem ?x11190 (_ bv512 17))))
 (let ((?x11197 (bvurem ?x11193 (_ bv256 17))))
 (let ((?x11207 ((_ zero_extend 15) (bvudiv (bvurem ?x11197 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x11263 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x11190 (_ bv512 17)))))))
 (let ((?x11198 (bvadd (concat (bvadd ?x11263 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x11207)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x11276 (mem!block_tables!32 ?x11198)))
 (and (bvule (_ bv0 32) ?x11276) (bvule ?x11276 (_ bv63 32))))))))))))
(assert
 (let ((?x11184 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x11190 ((_ extract 16 0) (bvsub ?x11184 (_ bv0 64)))))
 (let ((?x11193 (bvurem ?x11190 (_ bv512 17))))
 (let ((?x11197 (bvurem ?x11193 (_ bv256 17))))
 (let ((?x11207 ((_ zero_extend 15) (bvudiv (bvurem ?x11197 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x11221 ((_ extract 31 4) ?x11207)))
 (let ((?x11239 (bvmul (_ bv8 32) ((_ extract 31 0) |v2076@A#0.0|))))
 (let ((?x11263 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x11190 (_ bv512 17)))))))
 (let ((?x11224 (concat (bvadd ?x11263 (concat (_ bv0 30) (bvadd (_ bv8 32) ?x11239 (concat (_ bv0 4) ?x11221)))) (_ bv0 2))))
 (let ((?x11281 (mem!block_tables!32 (bvadd ?x11224 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x11281) (bvule ?x11281 (_ bv63 32))))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv70 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x11184 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x11195 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x11184 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)))))
(let ((?x11201 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x11184 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)))))
(let ((?x11275 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x11184 (_ bv0 64))) (_ bv512 17)))))))
(let ((?x11227 (concat (bvadd ?x11275 (concat (_ bv0 25) (bvadd ?x11201 (bvmul (_ bv2 32) ?x11195)))) (_ bv0 6))))
(let ((?x11206 (bvudiv (bvurem (bvurem (bvurem ((_ extract 16 0) (bvsub ?x11184 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)) (_ bv2 17))))
(let ((?x11207 ((_ zero_extend 15) ?x11206)))
(let (($x11280 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x11292 (and (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x11184 (_ bv0 64))) (_ bv512 17))) (_ bv70 32)) (bvult ?x11195 (_ bv2 32)) (bvult ?x11201 (_ bv2 32)) $x11280 $x11280 (bvult ?x11207 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x11207) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x11207) ?x11227) (_ bv0 1)) ?x11184))))
(not $x11292)))))))))))
(check-sat)
