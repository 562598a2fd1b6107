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
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv1 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x306 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x327 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1384 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x327 (_ bv0 64))) (_ bv2 16)))))
 (let ((?x308 (concat (bvadd (concat (_ bv0 31) ?x1384) ?x306) (_ bv0 1))))
 (let ((?x302 (bvadd ?x327 (_ bv2 64))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x1118 (and $x203 (not (or (not (= ((_ extract 31 10) ?x1384) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x1384)))))))
 (let (($x1050 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1420 (and $x1050 $x1050 $x1050 $x1050 $x1050 (bvult ?x1384 (_ bv256 32)) $x1118 (bvule ?x308 ?x327) (bvule ?x302 (bvadd ?x308 (_ bv2 64))))))
 (not $x1420)))))))))))
(assert
 (let ((?x327 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1438 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x327 (_ bv512 64))) (_ bv2 16)))))
 (let ((?x306 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
 (let ((?x289 (concat (bvadd ?x306 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x1438))) (_ bv0 1))))
 (let ((?x302 (bvadd ?x327 (_ bv2 64))))
 (let (($x321 (and (bvule ?x1438 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x1438) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x1438))))))
 (let (($x203 (= param!power (_ bv1 32))))
 (let (($x1050 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1151 (and $x1050 $x1050 $x1050 $x1050 $x1050 (bvult ?x1438 (_ bv256 32)) (and $x203 (not $x321)) (bvule ?x289 ?x327) (bvule ?x302 (bvadd ?x289 (_ bv2 64))))))
 (not $x1151)))))))))))
(assert
 (let ((?x327 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x284 ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x327 (_ bv1024 64))) (_ bv2 16)))))
(let ((?x306 (bvmul (_ bv576 63) (concat (_ bv0 31) (_ bv0 32)))))
(let ((?x1220 (concat (bvadd ?x306 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x284))) (_ bv0 1))))
(let ((?x302 (bvadd ?x327 (_ bv2 64))))
(let (($x223 (and (bvule ?x284 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x284) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x284))))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x1050 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x334 (and $x1050 $x1050 $x1050 $x1050 $x1050 (bvult ?x284 (_ bv256 32)) (and $x203 (not $x223)) (bvule ?x1220 ?x327) (bvule ?x302 (bvadd ?x1220 (_ bv2 64))))))
(not $x334)))))))))))
(check-sat)
