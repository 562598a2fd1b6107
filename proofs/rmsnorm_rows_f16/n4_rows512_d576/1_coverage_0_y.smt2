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
 (bvule base!idx (_ bv18446744073709551599 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x264 ((_ extract 15 0) (bvsub ?x383 (_ bv0 64)))))
 (let ((?x1330 ((_ zero_extend 16) (bvudiv ?x264 (_ bv1152 16)))))
 (let ((?x1634 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1330)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1634) (bvule ?x1634 (_ bv511 32))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x357 ((_ extract 15 0) (bvsub ?x383 (_ bv512 64)))))
 (let ((?x326 ((_ zero_extend 16) (bvudiv ?x357 (_ bv1152 16)))))
 (let ((?x402 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x326)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x402) (bvule ?x402 (_ bv511 32))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x368 ((_ extract 15 0) (bvsub ?x383 (_ bv1024 64)))))
 (let ((?x346 ((_ zero_extend 16) (bvudiv ?x368 (_ bv1152 16)))))
 (let ((?x1137 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x346)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1137) (bvule ?x1137 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv4 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x264 ((_ extract 15 0) (bvsub ?x383 (_ bv0 64)))))
 (let ((?x1330 ((_ zero_extend 16) (bvudiv ?x264 (_ bv1152 16)))))
 (let ((?x1374 (bvadd (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv (bvurem ?x264 (_ bv1152 16)) (_ bv2 16)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1330)))))
 (let ((?x1615 (concat ?x1374 (_ bv0 1))))
 (let ((?x361 (bvadd ?x383 (_ bv2 64))))
 (let (($x1654 (not (= ((_ extract 31 10) ((_ zero_extend 16) (bvudiv (bvurem ?x264 (_ bv1152 16)) (_ bv2 16)))) (_ bv0 22)))))
 (let (($x1402 (or $x1654 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 16) (bvudiv (bvurem ?x264 (_ bv1152 16)) (_ bv2 16))))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1606 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1456 (and $x1606 $x1606 (bvult ?x1330 (_ bv4 32)) $x1606 $x1606 (bvult ((_ zero_extend 16) (bvudiv (bvurem ?x264 (_ bv1152 16)) (_ bv2 16))) (_ bv256 32)) (and $x229 (not $x1402)) (bvule ?x1615 ?x383) (bvule ?x361 (bvadd ?x1615 (_ bv2 64))))))
 (not $x1456)))))))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x357 ((_ extract 15 0) (bvsub ?x383 (_ bv512 64)))))
 (let ((?x1641 ((_ zero_extend 16) (bvudiv (bvurem ?x357 (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x339 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x357 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1641)))))
 (let ((?x365 (concat ?x339 (_ bv0 1))))
 (let ((?x361 (bvadd ?x383 (_ bv2 64))))
 (let (($x1669 (and (bvule ?x1641 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1641) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1641))))))
 (let (($x229 (= param!power (_ bv1 32))))
 (let (($x1606 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1611 (and $x1606 $x1606 (bvult ((_ zero_extend 16) (bvudiv ?x357 (_ bv1152 16))) (_ bv4 32)) $x1606 $x1606 (bvult ?x1641 (_ bv256 32)) (and $x229 (not $x1669)) (bvule ?x365 ?x383) (bvule ?x361 (bvadd ?x365 (_ bv2 64))))))
 (not $x1611))))))))))))
(assert
 (let ((?x383 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x368 ((_ extract 15 0) (bvsub ?x383 (_ bv1024 64)))))
(let ((?x343 ((_ zero_extend 16) (bvudiv (bvurem ?x368 (_ bv1152 16)) (_ bv2 16)))))
(let ((?x307 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ?x368 (_ bv1152 16))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x343)))))
(let ((?x409 (concat ?x307 (_ bv0 1))))
(let ((?x361 (bvadd ?x383 (_ bv2 64))))
(let (($x294 (and (bvule ?x343 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x343) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x343))))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1606 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1516 (and $x1606 $x1606 (bvult ((_ zero_extend 16) (bvudiv ?x368 (_ bv1152 16))) (_ bv4 32)) $x1606 $x1606 (bvult ?x343 (_ bv256 32)) (and $x229 (not $x294)) (bvule ?x409 ?x383) (bvule ?x361 (bvadd ?x409 (_ bv2 64))))))
(not $x1516))))))))))))
(check-sat)
