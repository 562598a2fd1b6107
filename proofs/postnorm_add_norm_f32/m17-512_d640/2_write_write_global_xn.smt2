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
(declare-fun epoch!ww_global_xn_A () (_ BitVec 32))
(declare-fun width!ww_global_xn_A () (_ BitVec 64))
(declare-fun off!ww_global_xn_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_xn_A () (_ BitVec 32))
(declare-fun epoch!ww_global_xn_B () (_ BitVec 32))
(declare-fun width!ww_global_xn_B () (_ BitVec 64))
(declare-fun off!ww_global_xn_B () (_ BitVec 64))
(declare-fun sel!ww_global_xn_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv512 64))))
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
 (let (($x3109 (= (_ bv3 32) epoch!ww_global_xn_A)))
 (let (($x231 (= (_ bv2 64) width!ww_global_xn_A)))
 (let ((?x428 (concat (bvadd (concat (_ bv0 31) tid.x@A) (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@A))) (_ bv0 1))))
 (let ((?x458 (bvadd (_ bv1536 64) ?x428)))
 (let (($x3125 (= off!ww_global_xn_A ?x458)))
 (let (($x370 (not (or (bvule tid.x@A (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@A)))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x371 (and $x281 $x370)))
 (let ((?x450 (bvadd (_ bv1024 64) ?x428)))
 (let (($x3008 (= off!ww_global_xn_A ?x450)))
 (let (($x352 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
 (let (($x356 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x352))))
 (let (($x357 (and $x281 $x356)))
 (let ((?x442 (bvadd (_ bv512 64) ?x428)))
 (let (($x249 (= off!ww_global_xn_A ?x442)))
 (let (($x83 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x90 (not $x83)))
 (let (($x327 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x90 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x328 (not $x327)))
 (let (($x329 (and $x281 $x328)))
 (let (($x3123 (= off!ww_global_xn_A ?x428)))
 (let (($x298 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x301 (not $x298)))
 (let (($x302 (and $x281 $x301)))
 (and (bvult sel!ww_global_xn_A (_ bv4 32)) (=> (= (_ bv0 32) sel!ww_global_xn_A) (and $x302 $x3123 $x231 $x3109)) (=> (= (_ bv1 32) sel!ww_global_xn_A) (and $x329 $x249 $x231 $x3109)) (=> (= (_ bv2 32) sel!ww_global_xn_A) (and $x357 $x3008 $x231 $x3109)) (=> (= (_ bv3 32) sel!ww_global_xn_A) (and $x371 $x3125 $x231 $x3109))))))))))))))))))))))))))))
(assert
 (let (($x3116 (= (_ bv3 32) epoch!ww_global_xn_B)))
 (let (($x3029 (= (_ bv2 64) width!ww_global_xn_B)))
 (let ((?x2392 (concat (bvadd (concat (_ bv0 31) tid.x@B) (bvmul (_ bv640 63) (concat (_ bv0 31) ctaid.x@B))) (_ bv0 1))))
 (let ((?x2393 (bvadd (_ bv1536 64) ?x2392)))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2387 (and $x281 (not (or (bvule tid.x@B (_ bv4294966527 32)) (bvule (_ bv4294967168 32) tid.x@B))))))
 (let (($x2972 (=> (= (_ bv3 32) sel!ww_global_xn_B) (and $x2387 (= off!ww_global_xn_B ?x2393) $x3029 $x3116))))
 (let (($x2400 (or (not (= ((_ extract 31 8) tid.x@B) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@B)))))
 (let (($x2403 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x2400))))
 (let (($x2404 (and $x281 $x2403)))
 (let (($x156 (=> (= (_ bv2 32) sel!ww_global_xn_B) (and $x2404 (= off!ww_global_xn_B (bvadd (_ bv1024 64) ?x2392)) $x3029 $x3116))))
 (let (($x2410 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x2411 (not $x2410)))
 (let (($x2414 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x2411 (bvule (_ bv384 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x2415 (not $x2414)))
 (let (($x2416 (and $x281 $x2415)))
 (let (($x250 (=> (= (_ bv1 32) sel!ww_global_xn_B) (and $x2416 (= off!ww_global_xn_B (bvadd (_ bv512 64) ?x2392)) $x3029 $x3116))))
 (let (($x2424 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv640 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x2425 (not $x2424)))
 (let (($x2426 (and $x281 $x2425)))
 (let (($x198 (=> (= (_ bv0 32) sel!ww_global_xn_B) (and $x2426 (= off!ww_global_xn_B ?x2392) $x3029 $x3116))))
 (and (bvult sel!ww_global_xn_B (_ bv4 32)) $x198 $x250 $x156 $x2972)))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x154 (bvult off!ww_global_xn_B (bvadd off!ww_global_xn_A width!ww_global_xn_A))))
 (let (($x3163 (bvult off!ww_global_xn_A (bvadd off!ww_global_xn_B width!ww_global_xn_B))))
 (and $x3163 $x154))))
(assert
 (let ((?x203 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3162 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3162 tid.x@A) (concat ?x203 tid.x@B)))))
(check-sat)
