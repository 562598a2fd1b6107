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
 (bvule base!ids (_ bv18446744073709551599 64)))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (let ((?x327 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x335 ((_ extract 15 0) (bvsub ?x327 (_ bv0 64)))))
 (let ((?x333 ((_ zero_extend 16) (bvudiv ?x335 (_ bv1152 16)))))
 (let ((?x368 (mem!ids!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x333)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x368) (bvule ?x368 (_ bv49151 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x327 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x342 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x327 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)))))
(let ((?x346 ((_ zero_extend 16) (bvudiv (bvurem (bvurem ((_ extract 15 0) (bvsub ?x327 (_ bv0 64))) (_ bv1152 16)) (_ bv512 16)) (_ bv2 16)))))
(let ((?x366 (bvadd ?x346 (bvmul (_ bv256 32) ?x342))))
(let ((?x348 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x327 (_ bv0 64))) (_ bv1152 16)))))))
(let (($x355 (or (not (= ((_ extract 31 10) ?x366) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 9 0) ?x346) (bvmul (_ bv256 10) ((_ extract 9 0) ?x342)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x332 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x356 (and $x332 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x327 (_ bv0 64))) (_ bv1152 16))) (_ bv4 32)) (bvult ?x342 (_ bv3 32)) $x332 $x332 (bvult ?x346 (_ bv256 32)) (and $x210 (not $x355)) (= (concat (bvadd ?x348 (concat (_ bv0 31) ?x366)) (_ bv0 1)) ?x327))))
(not $x356)))))))))))
(check-sat)
