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
 (bvule base!w (_ bv18446744073709549167 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551471 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv36 64)))
(assert
 (let ((?x840 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
 (let ((?x2155 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x840 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let ((?x2113 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x840 (_ bv0 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
 (let ((?x2116 (bvadd ?x2113 (_ bv0 32))))
 (let ((?x2160 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2116)) ?x2155)))
 (let ((?x2176 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
 (let (($x2162 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
 (let ((?x2120 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x840 (_ bv0 64))) (_ bv32 16)))) (_ bv0 2))))
 (let (($x2173 (or (not (= ((_ extract 30 5) ?x2160) (_ bv0 26))) (bvule (_ bv36 6) (concat (bvadd ((_ extract 9 5) ?x2116) ?x2120) (_ bv0 1))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2156 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x2166 (and $x2156 $x2156 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x840 (_ bv0 64))) (_ bv32 16))) (_ bv5 32)) $x2156 $x2156 (bvult ?x2116 (_ bv128 32)) (and $x207 (not $x2173) (= ((_ extract 4 0) ?x2116) (_ bv0 5)) $x2162) (= (concat (bvadd ?x2176 (concat (_ bv0 30) ?x2160 (_ bv0 1))) (_ bv0 2)) ?x840))))
 (not $x2166))))))))))))))
(assert
 (let ((?x840 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv144 64))) (bvmul elem0_1 (_ bv4 64)))))
(let ((?x2154 (concat ((_ extract 28 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x840 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x2131 (bvmul ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x840 (_ bv4 64))) (_ bv32 16)) (_ bv8 16))) (_ bv32 32))))
(let ((?x2134 (bvadd ?x2131 (_ bv0 32))))
(let ((?x2203 (bvadd (concat (_ bv0 4) ((_ extract 31 5) ?x2134)) ?x2154)))
(let ((?x2176 (bvmul (_ bv36 62) (concat (_ bv0 30) (_ bv0 32)))))
(let (($x2216 (= (bvadd (_ bv4 64) (concat (bvadd ?x2176 (concat (_ bv0 30) ?x2203 (_ bv0 1))) (_ bv0 2))) ?x840)))
(let ((?x2225 (concat ((_ extract 2 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x840 (_ bv4 64))) (_ bv32 16)))) (_ bv0 2))))
(let ((?x2183 (bvadd ((_ extract 9 5) ?x2134) ?x2225)))
(let (($x2180 (not (= ((_ extract 30 5) ?x2203) (_ bv0 26)))))
(let (($x2162 (not (or (not (= ((_ extract 31 1) (_ bv0 32)) (_ bv0 31))) (= ((_ extract 0 0) (_ bv0 32)) (_ bv1 1))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2213 (and $x207 (not (or $x2180 (bvule (_ bv36 6) (concat ?x2183 (_ bv0 1))))) (= ((_ extract 4 0) ?x2134) (_ bv0 5)) $x2162 (not (or $x2180 (bvule (_ bv36 6) (concat ?x2183 (_ bv1 1))))))))
(let (($x2156 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x2214 (and $x2156 $x2156 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x840 (_ bv4 64))) (_ bv32 16))) (_ bv5 32)) $x2156 $x2156 (bvult ?x2134 (_ bv128 32)) $x2213 $x2216)))
(not $x2214)))))))))))))))))
(check-sat)
