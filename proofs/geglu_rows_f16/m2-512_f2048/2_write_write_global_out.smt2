; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
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
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv8192 64) size!M))))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4096 64) size!M))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!M)))
 (bvult ctaid.y@A ?x44)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (let ((?x44 ((_ extract 31 0) size!M)))
 (bvult ctaid.y@B ?x44)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x223 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x279 (concat (_ bv0 31) ?x223)))
 (let ((?x335 (bvmul (_ bv2048 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x338 (concat (bvadd ?x335 ?x279) (_ bv0 1))))
 (let (($x241 (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) tid.x@A) (bvmul (_ bv256 12) ((_ extract 11 0) ctaid.x@A))))))
 (let (($x246 (not (or (not (= ((_ extract 31 12) ?x223) (_ bv0 20))) $x241))))
 (let (($x219 (= param!power (_ bv1 32))))
 (let (($x247 (and $x219 $x246)))
 (let (($x122 (and $x247 (= off!ww_global_out_A ?x338) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x122))))))))))))
(assert
 (let ((?x345 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x352 (concat (_ bv0 31) ?x345)))
 (let ((?x354 (bvmul (_ bv2048 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x356 (concat (bvadd ?x354 ?x352) (_ bv0 1))))
 (let (($x343 (bvule (_ bv2048 12) (bvadd ((_ extract 11 0) tid.x@B) (bvmul (_ bv256 12) ((_ extract 11 0) ctaid.x@B))))))
 (let (($x348 (not (= ((_ extract 31 12) ?x345) (_ bv0 20)))))
 (let (($x219 (= param!power (_ bv1 32))))
 (let (($x351 (and $x219 (not (or $x348 $x343)))))
 (let (($x52 (and $x351 (= off!ww_global_out_B ?x356) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x52))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x144 (bvadd off!ww_global_out_A width!ww_global_out_A)))
 (let (($x133 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x133 (bvult off!ww_global_out_B ?x144)))))
(assert
 (let ((?x587 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x582 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x582 tid.x@A) (concat ?x587 tid.x@B)))))
(check-sat)
