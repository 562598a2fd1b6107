; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun elem0_1 () (_ BitVec 64))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709539327 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073708998655 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 (_ bv2 64)))
(assert
 (bvult elem0_1 (_ bv576 64)))
(assert
 (let ((?x10973 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
 (let ((?x10978 ((_ extract 15 0) (bvsub ?x10973 (_ bv0 64)))))
 (let ((?x10984 ((_ zero_extend 16) (bvudiv ?x10978 (_ bv8 16)))))
 (let ((?x10979 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x10978 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
 (let ((?x11022 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x10979)) (concat ((_ extract 29 0) ?x10984) (_ bv0 2)))))
 (let ((?x11017 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv0 2))) (concat (_ bv0 31) ?x11022))))
 (let ((?x11035 (concat ?x11017 (_ bv0 1))))
 (let ((?x11023 (bvadd ?x10973 (_ bv2 64))))
 (let ((?x11036 ((_ extract 29 0) (_ bv0 32))))
 (let (($x11027 (= ?x11036 (_ bv0 30))))
 (let (($x11010 (or (not (= ((_ extract 31 10) ?x11022) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x10979) (concat ((_ extract 7 0) ?x10984) (_ bv0 2)))))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x11005 (bvult (_ bv0 32) (_ bv1 32))))
 (let (($x11031 (and $x11005 $x11005 (bvult ?x10984 (_ bv144 32)) $x11005 $x11005 (bvult ?x10979 (_ bv128 32)) (and $x207 (not $x11010) (= ((_ extract 4 0) ?x10979) (_ bv0 5)) $x11027) (bvule ?x11035 ?x10973) (bvule ?x11023 (bvadd ?x11035 (_ bv2 64))))))
 (not $x11031))))))))))))))))
(assert
 (let ((?x10973 (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv2 64)))))
(let ((?x10981 ((_ extract 15 0) (bvsub ?x10973 (_ bv1152 64)))))
(let ((?x10995 ((_ zero_extend 16) (bvudiv ?x10981 (_ bv8 16)))))
(let ((?x11003 (bvadd (bvmul ((_ zero_extend 16) (bvudiv (bvurem ?x10981 (_ bv8 16)) (_ bv2 16))) (_ bv32 32)) (_ bv0 32))))
(let ((?x11079 (bvadd (concat (_ bv0 5) ((_ extract 31 5) ?x11003)) (concat ((_ extract 29 0) ?x10995) (_ bv0 2)))))
(let ((?x11049 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) (_ bv0 32)) (_ bv1 2))) (concat (_ bv0 31) ?x11079))))
(let ((?x11015 (concat ?x11049 (_ bv0 1))))
(let ((?x11023 (bvadd ?x10973 (_ bv2 64))))
(let ((?x11036 ((_ extract 29 0) (_ bv0 32))))
(let (($x11027 (= ?x11036 (_ bv0 30))))
(let (($x11048 (or (not (= ((_ extract 31 10) ?x11079) (_ bv0 22))) (bvule (_ bv576 10) (bvadd ((_ extract 14 5) ?x11003) (concat ((_ extract 7 0) ?x10995) (_ bv0 2)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x11005 (bvult (_ bv0 32) (_ bv1 32))))
(let (($x11071 (and $x11005 $x11005 (bvult ?x10995 (_ bv144 32)) $x11005 $x11005 (bvult ?x11003 (_ bv128 32)) (and $x207 (not $x11048) (= ((_ extract 4 0) ?x11003) (_ bv0 5)) $x11027) (bvule ?x11015 ?x10973) (bvule ?x11023 (bvadd ?x11015 (_ bv2 64))))))
(not $x11071))))))))))))))))
(check-sat)
