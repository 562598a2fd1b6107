; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709547415 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x390 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1617 ((_ extract 15 0) (bvsub ?x390 (_ bv0 64)))))
 (let ((?x322 ((_ zero_extend 16) (bvudiv ?x1617 (_ bv600 16)))))
 (let ((?x367 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x322)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x367) (bvule ?x367 (_ bv6 32))))))))
(assert
 (let ((?x390 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1386 ((_ extract 15 0) (bvsub ?x390 (_ bv512 64)))))
 (let ((?x344 ((_ zero_extend 16) (bvudiv ?x1386 (_ bv600 16)))))
 (let ((?x353 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x344)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x353) (bvule ?x353 (_ bv6 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv3 64)))
(assert
 (bvult elem0_1 (_ bv300 64)))
(assert
 (let ((?x390 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1617 ((_ extract 15 0) (bvsub ?x390 (_ bv0 64)))))
 (let ((?x322 ((_ zero_extend 16) (bvudiv ?x1617 (_ bv600 16)))))
 (let ((?x385 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x1617 (_ bv600 16)) (_ bv2 16)))) (bvmul (_ bv300 63) (concat (_ bv0 31) ?x322)))))
 (let ((?x1169 (concat ?x385 (_ bv0 1))))
 (let ((?x345 (bvadd ?x390 (_ bv2 64))))
 (let (($x1582 (not (= ((_ extract 31 9) ((_ zero_extend 16) (bvudiv (bvurem ?x1617 (_ bv600 16)) (_ bv2 16)))) (_ bv0 23)))))
 (let (($x1406 (or $x1582 (bvule (_ bv300 9) ((_ extract 8 0) ((_ zero_extend 16) (bvudiv (bvurem ?x1617 (_ bv600 16)) (_ bv2 16))))))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x1586 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1378 (and $x1586 $x1586 (bvult ?x322 (_ bv3 32)) $x1586 $x1586 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x1617 (_ bv600 16)) (_ bv2 16))) (_ bv256 32)) (and $x230 (not $x1406)) (bvule ?x1169 ?x390) (bvule ?x345 (bvadd ?x1169 (_ bv2 64))))))
 (not $x1378)))))))))))))
(assert
 (let ((?x390 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv600 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x1386 ((_ extract 15 0) (bvsub ?x390 (_ bv512 64)))))
(let ((?x326 ((_ zero_extend 16) (bvudiv (bvurem ?x1386 (_ bv600 16)) (_ bv2 16)))))
(let ((?x1588 (bvadd (bvmul (_ bv300 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x1386 (_ bv600 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x326)))))
(let ((?x1412 (concat ?x1588 (_ bv0 1))))
(let ((?x345 (bvadd ?x390 (_ bv2 64))))
(let (($x1558 (and (bvule ?x326 (_ bv4294967039 32)) (or (not (= ((_ extract 31 6) ?x326) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) ?x326))))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x1586 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x354 (and $x1586 $x1586 (bvult ((_ zero_extend 16) (bvudiv ?x1386 (_ bv600 16))) (_ bv3 32)) $x1586 $x1586 (bvult ?x326 (_ bv256 32)) (and $x230 (not $x1558)) (bvule ?x1412 ?x390) (bvule ?x345 (bvadd ?x1412 (_ bv2 64))))))
(not $x354))))))))))))
(check-sat)
