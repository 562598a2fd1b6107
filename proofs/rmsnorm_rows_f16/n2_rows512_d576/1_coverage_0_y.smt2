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
 (let ((?x3976 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3980 ((_ extract 15 0) (bvsub ?x3976 (_ bv0 64)))))
 (let ((?x3984 ((_ zero_extend 16) (bvudiv ?x3980 (_ bv1152 16)))))
 (let ((?x4010 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3984)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4010) (bvule ?x4010 (_ bv511 32))))))))
(assert
 (let ((?x3976 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3997 ((_ extract 15 0) (bvsub ?x3976 (_ bv512 64)))))
 (let ((?x3983 ((_ zero_extend 16) (bvudiv ?x3997 (_ bv1152 16)))))
 (let ((?x4048 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3983)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4048) (bvule ?x4048 (_ bv511 32))))))))
(assert
 (let ((?x3976 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4006 ((_ extract 15 0) (bvsub ?x3976 (_ bv1024 64)))))
 (let ((?x3998 ((_ zero_extend 16) (bvudiv ?x4006 (_ bv1152 16)))))
 (let ((?x4075 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ?x3998)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4075) (bvule ?x4075 (_ bv511 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x3976 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x4008 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3976 (_ bv0 64))) (_ bv1152 16)))))))
 (let ((?x3990 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3976 (_ bv0 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x4019 (and $x228 (not (or (not (= ((_ extract 31 10) ?x3990) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) ?x3990)))))))
 (let (($x4017 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4025 (and $x4017 $x4017 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3976 (_ bv0 64))) (_ bv1152 16))) (_ bv2 32)) $x4017 $x4017 (bvult ?x3990 (_ bv256 32)) $x4019 (= (concat (bvadd (concat (_ bv0 31) ?x3990) ?x4008) (_ bv0 1)) ?x3976))))
 (not $x4025)))))))))
(assert
 (let ((?x3976 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x3988 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3976 (_ bv512 64))) (_ bv1152 16)) (_ bv2 16)))))
 (let ((?x4043 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3976 (_ bv512 64))) (_ bv1152 16)))))))
 (let (($x4044 (and (bvule ?x3988 (_ bv4294967039 32)) (or (not (= ((_ extract 31 9) ?x3988) (_ bv0 23))) (bvule (_ bv320 9) ((_ extract 8 0) ?x3988))))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x4017 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x4056 (and $x4017 $x4017 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3976 (_ bv512 64))) (_ bv1152 16))) (_ bv2 32)) $x4017 $x4017 (bvult ?x3988 (_ bv256 32)) (and $x228 (not $x4044)) (= (concat (bvadd ?x4043 (concat (_ bv0 31) (bvadd (_ bv256 32) ?x3988))) (_ bv0 1)) ?x3976))))
 (not $x4056)))))))))
(assert
 (let ((?x3976 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x3992 ((_ zero_extend 16) (bvudiv (bvurem ((_ extract 15 0) (bvsub ?x3976 (_ bv1024 64))) (_ bv1152 16)) (_ bv2 16)))))
(let ((?x4071 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3976 (_ bv1024 64))) (_ bv1152 16)))))))
(let (($x4084 (and (bvule ?x3992 (_ bv4294966783 32)) (or (not (= ((_ extract 31 7) ?x3992) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) ?x3992))))))
(let (($x228 (= param!power (_ bv1 32))))
(let (($x4017 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x4087 (and $x4017 $x4017 (bvult ((_ zero_extend 16) (bvudiv ((_ extract 15 0) (bvsub ?x3976 (_ bv1024 64))) (_ bv1152 16))) (_ bv2 32)) $x4017 $x4017 (bvult ?x3992 (_ bv256 32)) (and $x228 (not $x4084)) (= (concat (bvadd ?x4071 (concat (_ bv0 31) (bvadd (_ bv512 32) ?x3992))) (_ bv0 1)) ?x3976))))
(not $x4087)))))))))
(check-sat)
