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
 (let ((?x8310 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x8301 ((_ extract 16 0) (bvsub ?x8310 (_ bv0 64)))))
 (let ((?x8294 ((_ zero_extend 15) (bvudiv ?x8301 (_ bv512 17)))))
 (let ((?x8275 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x8294)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8275) (bvule ?x8275 (_ bv256 32))))))))
(assert
 (let ((?x8310 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x8301 ((_ extract 16 0) (bvsub ?x8310 (_ bv0 64)))))
 (let ((?x8288 (bvurem ?x8301 (_ bv512 17))))
 (let ((?x8286 (bvurem ?x8288 (_ bv256 17))))
 (let ((?x8274 ((_ zero_extend 15) (bvudiv (bvurem ?x8286 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x8230 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x8301 (_ bv512 17)))))))
 (let ((?x8253 (concat (bvadd ?x8230 (concat (_ bv0 34) ((_ extract 31 4) ?x8274))) (_ bv0 2))))
 (let ((?x10143 (mem!block_tables!32 (bvadd ?x8253 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10143) (bvule ?x10143 (_ bv63 32))))))))))))
(assert
 (let ((?x8310 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x8301 ((_ extract 16 0) (bvsub ?x8310 (_ bv0 64)))))
 (let ((?x8288 (bvurem ?x8301 (_ bv512 17))))
 (let ((?x8286 (bvurem ?x8288 (_ bv256 17))))
 (let ((?x8274 ((_ zero_extend 15) (bvudiv (bvurem ?x8286 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x8230 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x8301 (_ bv512 17)))))))
 (let ((?x10077 (bvadd (concat (bvadd ?x8230 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) ?x8274)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x10153 (mem!block_tables!32 ?x10077)))
 (and (bvule (_ bv0 32) ?x10153) (bvule ?x10153 (_ bv63 32))))))))))))
(assert
 (let ((?x8310 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
 (let ((?x8301 ((_ extract 16 0) (bvsub ?x8310 (_ bv0 64)))))
 (let ((?x8288 (bvurem ?x8301 (_ bv512 17))))
 (let ((?x8286 (bvurem ?x8288 (_ bv256 17))))
 (let ((?x8274 ((_ zero_extend 15) (bvudiv (bvurem ?x8286 (_ bv128 17)) (_ bv2 17)))))
 (let ((?x8230 (bvmul (_ bv16 62) (concat (_ bv0 30) ((_ zero_extend 15) (bvudiv ?x8301 (_ bv512 17)))))))
 (let ((?x8253 (concat (bvadd ?x8230 (concat (_ bv0 34) ((_ extract 31 4) ?x8274))) (_ bv0 2))))
 (let ((?x10055 (mem!block_tables!32 (bvadd (bvadd (_ bv32 64) ?x8253) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10055) (bvule ?x10055 (_ bv63 32))))))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv70 64)))
(assert
 (bvult elem0_1 (_ bv4 64)))
(assert
 (bvult elem0_2 (_ bv64 64)))
(assert
 (let ((?x8310 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv512 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv2 64)))))
(let ((?x8295 ((_ zero_extend 15) (bvudiv (bvurem ((_ extract 16 0) (bvsub ?x8310 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)))))
(let ((?x10149 ((_ zero_extend 15) (bvudiv (bvurem (bvurem ((_ extract 16 0) (bvsub ?x8310 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)))))
(let ((?x8272 (bvmul (_ bv4 57) (concat (_ bv0 25) ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x8310 (_ bv0 64))) (_ bv512 17)))))))
(let ((?x10083 (concat (bvadd ?x8272 (concat (_ bv0 25) (bvadd ?x10149 (bvmul (_ bv2 32) ?x8295)))) (_ bv0 6))))
(let ((?x10147 (bvudiv (bvurem (bvurem (bvurem ((_ extract 16 0) (bvsub ?x8310 (_ bv0 64))) (_ bv512 17)) (_ bv256 17)) (_ bv128 17)) (_ bv2 17))))
(let ((?x8274 ((_ zero_extend 15) ?x10147)))
(let (($x10087 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x10051 (and (bvult ((_ zero_extend 15) (bvudiv ((_ extract 16 0) (bvsub ?x8310 (_ bv0 64))) (_ bv512 17))) (_ bv70 32)) (bvult ?x8295 (_ bv2 32)) (bvult ?x10149 (_ bv2 32)) $x10087 $x10087 (bvult ?x8274 (_ bv128 32)) (and (= param!power (_ bv1 32)) (= ((_ extract 31 6) ?x8274) (_ bv0 26))) (= (concat (bvadd (concat (_ bv0 31) ?x8274) ?x10083) (_ bv0 1)) ?x8310))))
(not $x10051)))))))))))
(check-sat)
