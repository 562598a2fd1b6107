; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551295 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (let ((?x386 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x399 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 16)) (_ bv2 16)))))
(let ((?x407 (bvadd ?x399 (bvmul (_ bv256 32) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 16)))))))
(let ((?x411 (bvmul (_ bv256 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 16)))))))
(let (($x410 (or (not (= ((_ extract 31 10) ?x407) (_ bv0 22))) (bvule (_ bv512 10) (bvadd ((_ extract 9 0) ?x399) ?x411)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x413 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x401 (and $x413 $x413 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 16))) (_ bv2 32)) $x413 $x413 (bvult ?x399 (_ bv256 32)) (and $x184 (not $x410)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x407)) ?x386))))
(not $x401))))))))))
(check-sat)
