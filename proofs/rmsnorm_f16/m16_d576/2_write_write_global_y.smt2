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
 (bvule base!x (_ bv18446744073709533183 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv16 32)))
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
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x133 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x74 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x274 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x984 (concat (bvadd ?x274 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x114 (= off!ww_global_y_A ?x984)))
 (let (($x956 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x960 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x956))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x961 (and $x206 $x960)))
 (let ((?x945 (concat (bvadd ?x274 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x409 (= off!ww_global_y_A ?x945)))
 (let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x917 (not $x61)))
 (let (($x921 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x917 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x922 (not $x921)))
 (let (($x923 (and $x206 $x922)))
 (let ((?x276 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x274) (_ bv0 1))))
 (let (($x58 (= off!ww_global_y_A ?x276)))
 (let (($x240 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x243 (not $x240)))
 (let (($x244 (and $x206 $x243)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x244 $x58 $x74 $x133)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x923 $x409 $x74 $x133)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x961 $x114 $x74 $x133)))))))))))))))))))))))))
(assert
 (let (($x478 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x415 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x352 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1342 (concat (bvadd ?x352 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@B))) (_ bv0 1))))
 (let (($x513 (= off!ww_global_y_B ?x1342)))
 (let (($x1103 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1066 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1103))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1116 (and $x206 $x1066)))
 (let ((?x994 (concat (bvadd ?x352 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x90 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x216 (not $x90)))
 (let (($x973 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x216 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x221 (not $x973)))
 (let (($x1019 (and $x206 $x221)))
 (let (($x514 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1019 (= off!ww_global_y_B ?x994) $x415 $x478))))
 (let ((?x354 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x352) (_ bv0 1))))
 (let (($x414 (= off!ww_global_y_B ?x354)))
 (let (($x319 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x322 (not $x319)))
 (let (($x323 (and $x206 $x322)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x323 $x414 $x415 $x478)) $x514 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1116 $x513 $x415 $x478)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x427 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x446 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x446) $x427))))
(check-sat)
