; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun mem!ids!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!table (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!table (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!table (_ bv0 64)) true))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x333 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x556 ((_ extract 16 0) (bvsub ?x333 (_ bv0 64)))))
 (let ((?x213 ((_ zero_extend 15) (bvudiv ?x556 (_ bv1152 17)))))
 (let ((?x528 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x213)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x528) (bvule ?x528 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv32 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x333 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x556 ((_ extract 16 0) (bvsub ?x333 (_ bv0 64)))))
(let ((?x555 (bvurem ?x556 (_ bv1152 17))))
(let ((?x287 ((_ zero_extend 15) (bvudiv ?x555 (_ bv512 17)))))
(let ((?x275 ((_ zero_extend 15) (bvudiv (bvurem ?x555 (_ bv512 17)) (_ bv2 17)))))
(let ((?x309 (bvadd ?x275 (bvmul (_ bv256 32) ?x287))))
(let ((?x548 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 15) (bvudiv ?x556 (_ bv1152 17))))) (concat (_ bv0 31) ?x309))))
(let ((?x543 (concat ?x548 (_ bv0 1))))
(let (($x532 (or (not (= ((_ extract 31 10) ?x309) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x275) (bvmul (_ bv256 10) ((_ extract 9 0) ?x287)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x345 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x347 (and $x345 (bvult ((_ zero_extend 15) (bvudiv ?x556 (_ bv1152 17))) (_ bv32 32)) (bvult ?x287 (_ bv3 32)) $x345 $x345 (bvult ?x275 (_ bv256 32)) (and $x210 (not $x532)) (bvule ?x543 ?x333) (bvule (bvadd ?x333 (_ bv2 64)) (bvadd ?x543 (_ bv2 64))))))
(not $x347))))))))))))))
(check-sat)
