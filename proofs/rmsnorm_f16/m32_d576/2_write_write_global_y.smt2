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
 (bvule base!x (_ bv18446744073709514751 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
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
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x495 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x478 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x273 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x979 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x427 (= off!ww_global_y_A ?x979)))
 (let (($x951 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x955 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x951))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x956 (and $x206 $x955)))
 (let ((?x940 (concat (bvadd ?x273 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x407 (= off!ww_global_y_A ?x940)))
 (let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x912 (not $x61)))
 (let (($x916 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x912 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x917 (not $x916)))
 (let (($x918 (and $x206 $x917)))
 (let ((?x275 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x273) (_ bv0 1))))
 (let (($x185 (= off!ww_global_y_A ?x275)))
 (let (($x239 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x242 (not $x239)))
 (let (($x243 (and $x206 $x242)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x243 $x185 $x478 $x495)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x918 $x407 $x478 $x495)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x956 $x427 $x478 $x495)))))))))))))))))))))))))
(assert
 (let (($x510 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x361 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x350 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1346 (concat (bvadd ?x350 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@B))) (_ bv0 1))))
 (let (($x438 (= off!ww_global_y_B ?x1346)))
 (let (($x1066 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1099 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1066))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1133 (and $x206 $x1099)))
 (let ((?x217 (concat (bvadd ?x350 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x74 (= off!ww_global_y_B ?x217)))
 (let (($x90 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x213 (not $x90)))
 (let (($x265 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x213 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x931 (not $x265)))
 (let (($x980 (and $x206 $x931)))
 (let ((?x352 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x350) (_ bv0 1))))
 (let (($x358 (= off!ww_global_y_B ?x352)))
 (let (($x317 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x320 (not $x317)))
 (let (($x321 (and $x206 $x320)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x321 $x358 $x361 $x510)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x980 $x74 $x361 $x510)) (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1133 $x438 $x361 $x510)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x417 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x421 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x421 $x417))))
(check-sat)
