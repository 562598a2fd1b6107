; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem1_0 () (_ BitVec 64))
(declare-fun pelem1_1 () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!M) (bvule size!M (_ bv16 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv1280 64) size!M)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!y ?x27))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (bvand base!xn (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv1280 64) size!M)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!xn ?x27))))
(assert
 (and (distinct base!xn (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let ((?x58 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x58)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem1_0 size!M))
(assert
 (bvult pelem1_1 (_ bv640 64)))
(assert
 (let (($x4189 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x282 (= param!power (_ bv1 32))))
(let (($x4244 (and $x282 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4189)))))
(let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x4200 (not $x83)))
(let (($x4204 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4200 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
(let (($x4206 (and $x282 (not $x4204))))
(let (($x668 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
(let (($x530 (and $x282 (not $x668))))
(or $x530 $x4206 $x4244)))))))))))
(check-sat)
