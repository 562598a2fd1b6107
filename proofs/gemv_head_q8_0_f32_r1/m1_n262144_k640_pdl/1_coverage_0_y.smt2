; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709550335 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073531293695 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073708503039 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv262144 64)))
(assert
 (let ((?x1035 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1048576 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x1063 ((_ zero_extend 10) ((_ zero_extend 21) ((_ extract 4 4) (bvurem ((_ extract 21 0) (bvsub ?x1035 (_ bv0 64))) (_ bv32 22)))))))
(let ((?x1066 ((_ zero_extend 21) ((_ extract 3 3) (bvand (bvurem ((_ extract 21 0) (bvsub ?x1035 (_ bv0 64))) (_ bv32 22)) (_ bv4194287 22))))))
(let ((?x1057 ((_ extract 2 2) (bvand (bvand (bvurem ((_ extract 21 0) (bvsub ?x1035 (_ bv0 64))) (_ bv32 22)) (_ bv4194287 22)) (_ bv4194295 22)))))
(let ((?x1073 (bvadd (bvadd (bvadd (bvmul (_ bv0 32) (_ bv1 32)) (bvmul (_ bv0 32) (_ bv2 32))) (bvmul (_ bv0 32) (_ bv4 32))) (bvmul (_ bv0 32) (_ bv8 32)))))
(let ((?x1087 (bvadd (bvadd ?x1073 (bvmul ((_ zero_extend 10) ((_ zero_extend 21) ?x1057)) (_ bv16 32))) (bvmul ((_ zero_extend 10) ?x1066) (_ bv32 32)))))
(let ((?x1079 (bvadd ?x1087 (bvmul ?x1063 (_ bv64 32)))))
(let ((?x1168 (concat ((_ extract 28 0) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1035 (_ bv0 64))) (_ bv32 22)))) (_ bv0 2))))
(let ((?x1126 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x1079)) ?x1168)))
(let ((?x1175 (bvadd (bvmul (_ bv262144 62) (concat (_ bv0 30) (_ bv0 32))) (concat (_ bv0 30) ?x1126 ((_ extract 4 4) ?x1079)))))
(let (($x1130 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 3 0) ?x1079) (_ bv0 4))))))
(let ((?x1160 (concat ((_ extract 15 0) ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1035 (_ bv0 64))) (_ bv32 22)))) (_ bv0 2))))
(let (($x1179 (or (not (= ((_ extract 30 18) ?x1126) (_ bv0 13))) (bvule (_ bv262144 19) (concat (bvadd ((_ extract 22 5) ?x1079) ?x1160) (_ bv0 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1109 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1164 (and $x1109 $x1109 (bvult ((_ zero_extend 10) (bvudiv ((_ extract 21 0) (bvsub ?x1035 (_ bv0 64))) (_ bv32 22))) (_ bv32768 32)) $x1109 $x1109 (bvult ?x1079 (_ bv128 32)) (and $x207 (not $x1179) (not $x1130)) (= (concat ?x1175 (_ bv0 2)) ?x1035))))
(not $x1164))))))))))))))))))
(check-sat)
