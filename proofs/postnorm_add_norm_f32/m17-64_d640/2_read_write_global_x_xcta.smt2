; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_x_xcta_A () (_ BitVec 32))
(declare-fun epoch!rw_global_x_xcta_B () (_ BitVec 32))
(declare-fun width!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun off!rw_global_x_xcta_B () (_ BitVec 64))
(declare-fun sel!rw_global_x_xcta_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv64 64))))
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
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x58 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x58)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x58 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@B ?x58)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x3145 (= (_ bv1 32) epoch!rw_global_x_xcta_A)))
 (let (($x165 (= (_ bv4 64) width!rw_global_x_xcta_A)))
 (let ((?x420 (concat (bvadd (concat (_ bv0 30) tid.x@A) (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))) (_ bv0 2))))
 (let ((?x455 (bvadd (_ bv3072 64) ?x420)))
 (let (($x72 (= off!rw_global_x_xcta_A ?x455)))
 (let (($x370 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x371 (and $x281 $x370)))
 (let ((?x448 (bvadd (_ bv2048 64) ?x420)))
 (let (($x2953 (= off!rw_global_x_xcta_A ?x448)))
 (let (($x352 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x356 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x352))))
 (let (($x357 (and $x281 $x356)))
 (let ((?x439 (bvadd (_ bv1024 64) ?x420)))
 (let (($x200 (= off!rw_global_x_xcta_A ?x439)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x90 (not $x83)))
 (let (($x327 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x90 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x328 (not $x327)))
 (let (($x329 (and $x281 $x328)))
 (let (($x3152 (= off!rw_global_x_xcta_A ?x420)))
 (let (($x298 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x301 (not $x298)))
 (let (($x302 (and $x281 $x301)))
 (and (bvult sel!rw_global_x_xcta_A (_ bv4 32)) (=> (= (_ bv0 32) sel!rw_global_x_xcta_A) (and $x302 $x3152 $x165 $x3145)) (=> (= (_ bv1 32) sel!rw_global_x_xcta_A) (and $x329 $x200 $x165 $x3145)) (=> (= (_ bv2 32) sel!rw_global_x_xcta_A) (and $x357 $x2953 $x165 $x3145)) (=> (= (_ bv3 32) sel!rw_global_x_xcta_A) (and $x371 $x72 $x165 $x3145))))))))))))))))))))))))))))
(assert
 (let (($x132 (= (_ bv0 32) epoch!rw_global_x_xcta_B)))
 (let (($x3070 (= (_ bv4 64) width!rw_global_x_xcta_B)))
 (let ((?x2503 (concat (bvadd (concat (_ bv0 30) tid.x@B) (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))) (_ bv0 2))))
 (let ((?x2504 (bvadd (_ bv3072 64) ?x2503)))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2389 (and $x281 (not (or (bvule tid.x@B (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@B))))))
 (let (($x3111 (=> (= (_ bv3 32) sel!rw_global_x_xcta_B) (and $x2389 (= off!rw_global_x_xcta_B ?x2504) $x3070 $x132))))
 (let (($x2402 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x2405 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x2402))))
 (let (($x2406 (and $x281 $x2405)))
 (let (($x3081 (=> (= (_ bv2 32) sel!rw_global_x_xcta_B) (and $x2406 (= off!rw_global_x_xcta_B (bvadd (_ bv2048 64) ?x2503)) $x3070 $x132))))
 (let (($x2412 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x2413 (not $x2412)))
 (let (($x2416 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x2413 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x2417 (not $x2416)))
 (let (($x2418 (and $x281 $x2417)))
 (let (($x141 (=> (= (_ bv1 32) sel!rw_global_x_xcta_B) (and $x2418 (= off!rw_global_x_xcta_B (bvadd (_ bv1024 64) ?x2503)) $x3070 $x132))))
 (let (($x2426 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x2427 (not $x2426)))
 (let (($x2428 (and $x281 $x2427)))
 (let (($x187 (=> (= (_ bv0 32) sel!rw_global_x_xcta_B) (and $x2428 (= off!rw_global_x_xcta_B ?x2503) $x3070 $x132))))
 (and (bvult sel!rw_global_x_xcta_B (_ bv4 32)) $x187 $x141 $x3081 $x3111)))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x145 (bvadd off!rw_global_x_xcta_A width!rw_global_x_xcta_A)))
 (let ((?x3031 (bvadd off!rw_global_x_xcta_B width!rw_global_x_xcta_B)))
 (and (bvult off!rw_global_x_xcta_A ?x3031) (bvult off!rw_global_x_xcta_B ?x145)))))
(assert
 (let (($x67 (= ctaid.z@A ctaid.z@B)))
(let (($x192 (= ctaid.y@A ctaid.y@B)))
(let (($x255 (= ctaid.x@A ctaid.x@B)))
(let (($x104 (and $x255 $x192 $x67)))
(not $x104))))))
(check-sat)
