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
(declare-fun epoch!ww_global_x_A () (_ BitVec 32))
(declare-fun width!ww_global_x_A () (_ BitVec 64))
(declare-fun off!ww_global_x_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_x_A () (_ BitVec 32))
(declare-fun epoch!ww_global_x_B () (_ BitVec 32))
(declare-fun width!ww_global_x_B () (_ BitVec 64))
(declare-fun off!ww_global_x_B () (_ BitVec 64))
(declare-fun sel!ww_global_x_B () (_ BitVec 32))
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
 (let (($x138 (= (_ bv1 32) epoch!ww_global_x_A)))
 (let (($x108 (= (_ bv4 64) width!ww_global_x_A)))
 (let ((?x420 (concat (bvadd (concat (_ bv0 30) tid.x@A) (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@A))) (_ bv0 2))))
 (let ((?x455 (bvadd (_ bv3072 64) ?x420)))
 (let (($x3073 (= off!ww_global_x_A ?x455)))
 (let (($x370 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x371 (and $x281 $x370)))
 (let ((?x448 (bvadd (_ bv2048 64) ?x420)))
 (let (($x3148 (= off!ww_global_x_A ?x448)))
 (let (($x352 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x356 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x352))))
 (let (($x357 (and $x281 $x356)))
 (let ((?x439 (bvadd (_ bv1024 64) ?x420)))
 (let (($x3020 (= off!ww_global_x_A ?x439)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x90 (not $x83)))
 (let (($x327 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x90 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x328 (not $x327)))
 (let (($x329 (and $x281 $x328)))
 (let (($x3098 (= off!ww_global_x_A ?x420)))
 (let (($x298 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x301 (not $x298)))
 (let (($x302 (and $x281 $x301)))
 (and (bvult sel!ww_global_x_A (_ bv4 32)) (=> (= (_ bv0 32) sel!ww_global_x_A) (and $x302 $x3098 $x108 $x138)) (=> (= (_ bv1 32) sel!ww_global_x_A) (and $x329 $x3020 $x108 $x138)) (=> (= (_ bv2 32) sel!ww_global_x_A) (and $x357 $x3148 $x108 $x138)) (=> (= (_ bv3 32) sel!ww_global_x_A) (and $x371 $x3073 $x108 $x138))))))))))))))))))))))))))))
(assert
 (let (($x191 (= (_ bv1 32) epoch!ww_global_x_B)))
 (let (($x3153 (= (_ bv4 64) width!ww_global_x_B)))
 (let ((?x2503 (concat (bvadd (concat (_ bv0 30) tid.x@B) (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.x@B))) (_ bv0 2))))
 (let ((?x2504 (bvadd (_ bv3072 64) ?x2503)))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2389 (and $x281 (not (or (bvule tid.x@B (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@B))))))
 (let (($x73 (=> (= (_ bv3 32) sel!ww_global_x_B) (and $x2389 (= off!ww_global_x_B ?x2504) $x3153 $x191))))
 (let (($x2402 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x2405 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x2402))))
 (let (($x2406 (and $x281 $x2405)))
 (let (($x261 (=> (= (_ bv2 32) sel!ww_global_x_B) (and $x2406 (= off!ww_global_x_B (bvadd (_ bv2048 64) ?x2503)) $x3153 $x191))))
 (let (($x2412 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x2413 (not $x2412)))
 (let (($x2416 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x2413 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x2417 (not $x2416)))
 (let (($x2418 (and $x281 $x2417)))
 (let (($x111 (=> (= (_ bv1 32) sel!ww_global_x_B) (and $x2418 (= off!ww_global_x_B (bvadd (_ bv1024 64) ?x2503)) $x3153 $x191))))
 (let (($x2426 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x2427 (not $x2426)))
 (let (($x2428 (and $x281 $x2427)))
 (let (($x3131 (=> (= (_ bv0 32) sel!ww_global_x_B) (and $x2428 (= off!ww_global_x_B ?x2503) $x3153 $x191))))
 (and (bvult sel!ww_global_x_B (_ bv4 32)) $x3131 $x111 $x261 $x73)))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x166 (bvult off!ww_global_x_B (bvadd off!ww_global_x_A width!ww_global_x_A))))
 (let (($x151 (bvult off!ww_global_x_A (bvadd off!ww_global_x_B width!ww_global_x_B))))
 (and $x151 $x166))))
(assert
 (let ((?x254 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x2985 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x2985 tid.x@A) (concat ?x254 tid.x@B)))))
(check-sat)
