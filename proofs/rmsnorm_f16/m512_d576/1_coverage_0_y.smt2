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
 (bvule base!x (_ bv18446744073708961791 64)))
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
 (bvule base!y (_ bv18446744073708961791 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv512 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x329 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1169 ((_ extract 20 0) (bvsub ?x329 (_ bv0 64)))))
 (let ((?x1401 ((_ zero_extend 11) (bvudiv ?x1169 (_ bv1152 21)))))
 (let ((?x1361 (bvadd (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv (bvurem ?x1169 (_ bv1152 21)) (_ bv2 21)))) (bvmul (_ bv576 63) (concat (_ bv0 31) ?x1401)))))
 (let ((?x1376 (concat ?x1361 (_ bv0 1))))
 (let ((?x310 (bvadd ?x329 (_ bv2 64))))
 (let (($x1199 (not (= ((_ extract 31 10) ((_ zero_extend 11) (bvudiv (bvurem ?x1169 (_ bv1152 21)) (_ bv2 21)))) (_ bv0 22)))))
 (let (($x1195 (or $x1199 (bvule (_ bv576 10) ((_ extract 9 0) ((_ zero_extend 11) (bvudiv (bvurem ?x1169 (_ bv1152 21)) (_ bv2 21))))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1345 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1377 (and $x1345 $x1345 (bvult ?x1401 (_ bv512 32)) $x1345 $x1345 (bvult ((_ zero_extend 11) (bvudiv (bvurem ?x1169 (_ bv1152 21)) (_ bv2 21))) (_ bv256 32)) (and $x206 (not $x1195)) (bvule ?x1376 ?x329) (bvule ?x310 (bvadd ?x1376 (_ bv2 64))))))
 (not $x1377)))))))))))))
(assert
 (let ((?x329 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x312 ((_ extract 20 0) (bvsub ?x329 (_ bv512 64)))))
 (let ((?x293 ((_ zero_extend 11) (bvudiv (bvurem ?x312 (_ bv1152 21)) (_ bv2 21)))))
 (let ((?x323 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ?x312 (_ bv1152 21))))) (concat (_ bv0 31) (bvadd (_ bv256 32) ?x293)))))
 (let ((?x1171 (concat ?x323 (_ bv0 1))))
 (let ((?x310 (bvadd ?x329 (_ bv2 64))))
 (let (($x1339 (and (bvule ?x293 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x293) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x293))))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1345 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x910 (and $x1345 $x1345 (bvult ((_ zero_extend 11) (bvudiv ?x312 (_ bv1152 21))) (_ bv512 32)) $x1345 $x1345 (bvult ?x293 (_ bv256 32)) (and $x206 (not $x1339)) (bvule ?x1171 ?x329) (bvule ?x310 (bvadd ?x1171 (_ bv2 64))))))
 (not $x910))))))))))))
(assert
 (let ((?x329 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x343 ((_ extract 20 0) (bvsub ?x329 (_ bv1024 64)))))
(let ((?x305 ((_ zero_extend 11) (bvudiv (bvurem ?x343 (_ bv1152 21)) (_ bv2 21)))))
(let ((?x201 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 11) (bvudiv ?x343 (_ bv1152 21))))) (concat (_ bv0 31) (bvadd (_ bv512 32) ?x305)))))
(let ((?x336 (concat ?x201 (_ bv0 1))))
(let ((?x310 (bvadd ?x329 (_ bv2 64))))
(let (($x1313 (and (bvule ?x305 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x305) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x305))))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1345 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1291 (and $x1345 $x1345 (bvult ((_ zero_extend 11) (bvudiv ?x343 (_ bv1152 21))) (_ bv512 32)) $x1345 $x1345 (bvult ?x305 (_ bv256 32)) (and $x206 (not $x1313)) (bvule ?x336 ?x329) (bvule ?x310 (bvadd ?x336 (_ bv2 64))))))
(not $x1291))))))))))))
(check-sat)
