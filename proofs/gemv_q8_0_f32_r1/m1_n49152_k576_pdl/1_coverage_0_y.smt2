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
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709355007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv49152 64)))
(assert
 (let ((?x6154 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x6207 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x6154 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let ((?x6165 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x6154 (_ bv0 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
 (let ((?x6168 (bvadd ?x6165 (_ bv0 32))))
 (let ((?x6226 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x6168)) ?x6207)))
 (let ((?x6169 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x6200 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x6199 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x6154 (_ bv0 64))) (_ bv32 19)))) (_ bv0 2))))
 (let (($x6223 (or (not (= ((_ extract 30 15) ?x6226) (_ bv0 16))) (bvule (_ bv49152 16) (concat (bvadd ((_ extract 19 5) ?x6168) ?x6199) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x6185 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x6212 (and $x6185 $x6185 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x6154 (_ bv0 64))) (_ bv32 19))) (_ bv6144 32)) $x6185 $x6185 (bvult ?x6168 (_ bv128 32)) (and $x207 (not $x6223) (= ((_ extract 4 0) ?x6168) (_ bv0 5)) $x6200) (= (concat (bvadd ?x6169 (concat (_ bv0 30) ?x6226 (_ bv0 1))) (_ bv0 2)) ?x6154))))
 (not $x6212))))))))))))))
(assert
 (let ((?x6154 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv196608 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x6206 (concat ((_ extract 28 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x6154 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x6182 (bvmul ((_ zero_extend 13) (bvudiv (bvurem ((_ extract 18 0) (bvsub ?x6154 (_ bv4 64))) (_ bv32 19)) (_ bv8 19))) (_ bv32 32))))
(let ((?x6177 (bvadd ?x6182 (_ bv0 32))))
(let ((?x6255 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x6177)) ?x6206)))
(let ((?x6169 (bvmul (_ bv49152 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x6269 (= (bvadd (_ bv4 64) (concat (bvadd ?x6169 (concat (_ bv0 30) ?x6255 (_ bv0 1))) (_ bv0 2))) ?x6154)))
(let ((?x6272 (concat ((_ extract 12 0) ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x6154 (_ bv4 64))) (_ bv32 19)))) (_ bv0 2))))
(let ((?x6260 (bvadd ((_ extract 19 5) ?x6177) ?x6272)))
(let (($x6216 (not (= ((_ extract 30 15) ?x6255) (_ bv0 16)))))
(let (($x6200 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x6245 (and $x207 (not (or $x6216 (bvule (_ bv49152 16) (concat ?x6260 (_ bv0 1))))) (= ((_ extract 4 0) ?x6177) (_ bv0 5)) $x6200 (not (or $x6216 (bvule (_ bv49152 16) (concat ?x6260 (_ bv1 1))))))))
(let (($x6185 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x6247 (and $x6185 $x6185 (bvult ((_ zero_extend 13) (bvudiv ((_ extract 18 0) (bvsub ?x6154 (_ bv4 64))) (_ bv32 19))) (_ bv6144 32)) $x6185 $x6185 (bvult ?x6177 (_ bv128 32)) $x6245 $x6269)))
(not $x6247)))))))))))))))))
(check-sat)
