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
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550175 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551543 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv36 64)))
(assert
 (let ((?x2196 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x2208 ((_ extract 15 0) (bvsub ?x2196 (_ bv0 64)))))
(let ((?x2201 ((_ zero_extend 16) (bvudiv ?x2208 (_ bv8 16)))))
(let ((?x2218 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x2208 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x2232 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x2218)) (concat ((_ extract 29 0) ?x2201) (_ bv0 2)))))
(let ((?x2205 (concat (bvadd (bvmul (_ bv36 63) (concat (_ bv0 31) (_ bv0 32))) (concat (_ bv0 31) ?x2232)) (_ bv0 1))))
(let (($x2220 (or (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1)) (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (not (= ((_ extract 4 0) ?x2218) (_ bv0 5))))))
(let (($x2213 (or (not (= ((_ extract 31 6) ?x2232) (_ bv0 26))) (bvule (_ bv36 6) (bvadd ((_ extract 10 5) ?x2218) (concat ((_ extract 3 0) ?x2201) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2245 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2247 (and $x2245 $x2245 (bvult ?x2201 (_ bv9 32)) $x2245 $x2245 (bvult ?x2218 (_ bv128 32)) (and $x207 (not $x2213) (not $x2220)) (bvule ?x2205 ?x2196) (bvule (bvadd ?x2196 (_ bv2 64)) (bvadd ?x2205 (_ bv2 64))))))
(not $x2247)))))))))))))
(check-sat)
