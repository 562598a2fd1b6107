; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073708998655 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073707782143 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv884736 64)))
(assert
 (let ((?x232 ((_ extract 21 0) (bvsub (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv0 64)))))
(let ((?x348 ((_ zero_extend 10) (bvudiv ?x232 (_ bv512 22)))))
(let ((?x473 ((_ zero_extend 10) (bvudiv (bvurem ?x232 (_ bv512 22)) (_ bv2 22)))))
(let ((?x299 (bvadd ?x473 (bvmul (_ bv256 32) ?x348))))
(let ((?x307 (bvmul (_ bv2 64) (concat (_ bv0 32) ?x299))))
(let (($x469 (bvule (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64))) (_ bv2 64)) (bvadd ?x307 (_ bv2 64)))))
(let (($x210 (or (not (= ((_ extract 31 20) ?x299) (_ bv0 12))) (bvule (_ bv884736 20) (bvadd ((_ extract 19 0) ?x473) (bvmul (_ bv256 20) ((_ extract 19 0) ?x348)))))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x329 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x461 (and $x329 $x329 (bvult ?x348 (_ bv3456 32)) $x329 $x329 (bvult ?x473 (_ bv256 32)) (and $x184 (not $x210)) (bvule ?x307 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))) $x469)))
(not $x461))))))))))))
(check-sat)
