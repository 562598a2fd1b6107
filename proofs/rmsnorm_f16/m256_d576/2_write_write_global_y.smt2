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
 (bvule base!x (_ bv18446744073709256703 64)))
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
 (bvule base!y (_ bv18446744073709256703 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv256 32)))
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
 (bvult ctaid.x@B (_ bv256 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x125 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x189 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x270 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x966 (concat (bvadd ?x270 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x408 (= off!ww_global_y_A ?x966)))
 (let (($x938 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x942 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x938))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x943 (and $x202 $x942)))
 (let ((?x927 (concat (bvadd ?x270 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x123 (= off!ww_global_y_A ?x927)))
 (let (($x60 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x899 (not $x60)))
 (let (($x903 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x899 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x904 (not $x903)))
 (let (($x905 (and $x202 $x904)))
 (let ((?x272 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x270) (_ bv0 1))))
 (let (($x108 (= off!ww_global_y_A ?x272)))
 (let (($x236 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x239 (not $x236)))
 (let (($x240 (and $x202 $x239)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x240 $x108 $x189 $x125)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x905 $x123 $x189 $x125)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x943 $x408 $x189 $x125)))))))))))))))))))))))))
(assert
 (let (($x41 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x44 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x348 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1329 (concat (bvadd ?x348 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@B))) (_ bv0 1))))
 (let (($x497 (= off!ww_global_y_B ?x1329)))
 (let (($x1085 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1119 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1085))))
 (let (($x202 (= param!power (_ bv1 32))))
 (let (($x1118 (and $x202 $x1119)))
 (let ((?x251 (concat (bvadd ?x348 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x89 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x216 (not $x89)))
 (let (($x967 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x216 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x955 (not $x967)))
 (let (($x217 (and $x202 $x955)))
 (let (($x478 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x217 (= off!ww_global_y_B ?x251) $x44 $x41))))
 (let ((?x350 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x348) (_ bv0 1))))
 (let (($x465 (= off!ww_global_y_B ?x350)))
 (let (($x315 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x318 (not $x315)))
 (let (($x319 (and $x202 $x318)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x319 $x465 $x44 $x41)) $x478 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1118 $x497 $x44 $x41)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x360 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x161 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x161) $x360))))
(check-sat)
