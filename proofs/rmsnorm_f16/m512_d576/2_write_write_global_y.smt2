; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
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
(declare-fun epoch!ww_global_y_A () (_ BitVec 32))
(declare-fun width!ww_global_y_A () (_ BitVec 64))
(declare-fun off!ww_global_y_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_y_A () (_ BitVec 32))
(declare-fun epoch!ww_global_y_B () (_ BitVec 32))
(declare-fun width!ww_global_y_B () (_ BitVec 64))
(declare-fun off!ww_global_y_B () (_ BitVec 64))
(declare-fun sel!ww_global_y_B () (_ BitVec 32))
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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv512 32)))
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
 (bvult ctaid.x@B (_ bv512 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x366 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x342 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x273 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x962 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x106 (= off!ww_global_y_A ?x962)))
 (let (($x934 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x938 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x934))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x939 (and $x206 $x938)))
 (let ((?x924 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x367 (= off!ww_global_y_A ?x924)))
 (let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x896 (not $x61)))
 (let (($x900 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x896 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x901 (not $x900)))
 (let (($x902 (and $x206 $x901)))
 (let ((?x275 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x273) (_ bv0 1))))
 (let (($x184 (= off!ww_global_y_A ?x275)))
 (let (($x239 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x242 (not $x239)))
 (let (($x243 (and $x206 $x242)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x243 $x184 $x342 $x366)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x902 $x367 $x342 $x366)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x939 $x106 $x342 $x366)))))))))))))))))))))))))
(assert
 (let (($x72 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x86 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x351 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1317 (concat (bvadd ?x351 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@B))) (_ bv0 1))))
 (let (($x386 (= off!ww_global_y_B ?x1317)))
 (let (($x1115 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1107 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1115))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1042 (and $x206 $x1107)))
 (let ((?x1052 (concat (bvadd ?x351 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x407 (= off!ww_global_y_B ?x1052)))
 (let (($x90 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x963 (not $x90)))
 (let (($x1000 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x963 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x975 (not $x1000)))
 (let (($x992 (and $x206 $x975)))
 (let ((?x353 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x351) (_ bv0 1))))
 (let (($x183 (= off!ww_global_y_B ?x353)))
 (let (($x318 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x321 (not $x318)))
 (let (($x322 (and $x206 $x321)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x322 $x183 $x86 $x72)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x992 $x407 $x86 $x72)) (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1042 $x386 $x86 $x72)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x391 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x385 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x385) $x391))))
(check-sat)
