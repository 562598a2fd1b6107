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
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv960 64)))
(assert
 (let ((?x919 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x1202 ((_ extract 15 0) (bvsub ?x919 (_ bv0 64)))))
 (let ((?x2970 ((_ zero_extend 16) (bvudiv ?x1202 (_ bv8 16)))))
 (let ((?x3489 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x1202 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x1168 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3489)) (concat ((_ extract 29 0) ?x2970) (_ bv0 2)))))
 (let ((?x1076 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x1168))))
 (let ((?x1194 (concat ?x1076 (_ bv0 1))))
 (let ((?x4799 (bvadd ?x919 (_ bv2 64))))
 (let ((?x2689 ((_ extract 29 0) (_ bv0 32))))
 (let (($x3392 (= ?x2689 (_ bv0 30))))
 (let (($x1116 (or (not (= ((_ extract 31 10) ?x1168) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3489) (concat ((_ extract 7 0) ?x2970) (_ bv0 2)))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1858 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x1544 (and $x1858 $x1858 (bvult ?x2970 (_ bv240 32)) $x1858 $x1858 (bvult ?x3489 (_ bv128 32)) (and $x207 (not $x1116) (= ((_ extract 4 0) ?x3489) (_ bv0 5)) $x3392) (bvule ?x1194 ?x919) (bvule ?x4799 (bvadd ?x1194 (_ bv2 64))))))
 (not $x1544))))))))))))))))
(assert
 (let ((?x919 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1920 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3382 ((_ extract 15 0) (bvsub ?x919 (_ bv1920 64)))))
(let ((?x1072 ((_ zero_extend 16) (bvudiv ?x3382 (_ bv8 16)))))
(let ((?x3031 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x3382 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x1188 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x3031)) (concat ((_ extract 29 0) ?x1072) (_ bv0 2)))))
(let ((?x975 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x1188))))
(let ((?x962 (concat ?x975 (_ bv0 1))))
(let ((?x4799 (bvadd ?x919 (_ bv2 64))))
(let ((?x2689 ((_ extract 29 0) (_ bv0 32))))
(let (($x3392 (= ?x2689 (_ bv0 30))))
(let (($x3230 (or (not (= ((_ extract 31 10) ?x1188) (_ bv0 22))) (bvule (_ bv960 10) (bvadd ((_ extract 14 5) ?x3031) (concat ((_ extract 7 0) ?x1072) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1858 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x1054 (and $x1858 $x1858 (bvult ?x1072 (_ bv240 32)) $x1858 $x1858 (bvult ?x3031 (_ bv128 32)) (and $x207 (not $x3230) (= ((_ extract 4 0) ?x3031) (_ bv0 5)) $x3392) (bvule ?x962 ?x919) (bvule ?x4799 (bvadd ?x962 (_ bv2 64))))))
(not $x1054))))))))))))))))
(check-sat)
