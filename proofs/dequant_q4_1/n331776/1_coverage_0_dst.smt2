; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073708888063 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv331776 64)))
(assert
 (let ((?x386 (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv2 64)))))
(let ((?x400 ((_ zero_extend 11) (bvudiv (bvurem ((_ extract 20 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 21)) (_ bv2 21)))))
(let ((?x407 (bvadd ?x400 (bvmul (_ bv256 32) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 21)))))))
(let ((?x411 (bvmul (_ bv256 19) ((_ extract 18 0) ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 21)))))))
(let (($x420 (or (not (= ((_ extract 31 19) ?x407) (_ bv0 13))) (bvule (_ bv331776 19) (bvadd ((_ extract 18 0) ?x400) ?x411)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x422 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x408 (and $x422 $x422 (bvult ((_ zero_extend 11) (bvudiv ((_ extract 20 0) (bvsub ?x386 (_ bv0 64))) (_ bv512 21))) (_ bv1296 32)) $x422 $x422 (bvult ?x400 (_ bv256 32)) (and $x184 (not $x420)) (= (bvmul (_ bv2 64) (concat (_ bv0 32) ?x407)) ?x386))))
(not $x408))))))))))
(check-sat)
