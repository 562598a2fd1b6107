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
 (bvule base!x (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551607 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x384 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x246 ((_ extract 15 0) (bvsub ?x384 (_ bv0 64)))))
 (let ((?x1377 ((_ zero_extend 16) (bvudiv ?x246 (_ bv1152 16)))))
 (let ((?x1612 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1377)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1612) (bvule ?x1612 (_ bv511 32))))))))
(assert
 (let ((?x384 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x344 ((_ extract 15 0) (bvsub ?x384 (_ bv512 64)))))
 (let ((?x1327 ((_ zero_extend 16) (bvudiv ?x344 (_ bv1152 16)))))
 (let ((?x1666 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1327)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1666) (bvule ?x1666 (_ bv511 32))))))))
(assert
 (let ((?x384 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x369 ((_ extract 15 0) (bvsub ?x384 (_ bv1024 64)))))
 (let ((?x345 ((_ zero_extend 16) (bvudiv ?x369 (_ bv1152 16)))))
 (let ((?x1541 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x345)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1541) (bvule ?x1541 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x384 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x246 ((_ extract 15 0) (bvsub ?x384 (_ bv0 64)))))
 (let ((?x1377 ((_ zero_extend 16) (bvudiv ?x246 (_ bv1152 16)))))
 (let ((?x292 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x246 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1377)))))
 (let ((?x1310 (concat ?x292 (_ bv0 1))))
 (let ((?x364 (bvadd ?x384 (_ bv2 64))))
 (let (($x1653 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x246 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1659 (or $x1653 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x246 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x1475 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1675 (and $x1475 $x1475 (bvult ?x1377 (_ bv2 32)) $x1475 $x1475 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x246 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x228 (not $x1659)) (bvule ?x1310 ?x384) (bvule ?x364 (bvadd ?x1310 (_ bv2 64))))))
 (not $x1675)))))))))))))
(assert
 (let ((?x384 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x344 ((_ extract 15 0) (bvsub ?x384 (_ bv512 64)))))
 (let ((?x1642 ((_ zero_extend 16) (bvudiv (bvurem ?x344 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x330 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x344 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1642)))))
 (let ((?x340 (concat ?x330 (_ bv0 1))))
 (let ((?x364 (bvadd ?x384 (_ bv2 64))))
 (let (($x1349 (and (bvule ?x1642 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1642) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1642))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x1475 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1461 (and $x1475 $x1475 (bvult ((_ zero_extend 16) (bvudiv ?x344 (_ bv1152 16))) (_ bv2 32)) $x1475 $x1475 (bvult ?x1642 (_ bv256 32)) (and $x228 (not $x1349)) (bvule ?x340 ?x384) (bvule ?x364 (bvadd ?x340 (_ bv2 64))))))
 (not $x1461))))))))))))
(assert
 (let ((?x384 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x369 ((_ extract 15 0) (bvsub ?x384 (_ bv1024 64)))))
(let ((?x326 ((_ zero_extend 16) (bvudiv (bvurem ?x369 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x1203 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x369 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x326)))))
(let ((?x223 (concat ?x1203 (_ bv0 1))))
(let ((?x364 (bvadd ?x384 (_ bv2 64))))
(let (($x381 (and (bvule ?x326 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x326) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x326))))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x1475 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1517 (and $x1475 $x1475 (bvult ((_ zero_extend 16) (bvudiv ?x369 (_ bv1152 16))) (_ bv2 32)) $x1475 $x1475 (bvult ?x326 (_ bv256 32)) (and $x228 (not $x381)) (bvule ?x223 ?x384) (bvule ?x364 (bvadd ?x223 (_ bv2 64))))))
(not $x1517))))))))))))
(check-sat)
