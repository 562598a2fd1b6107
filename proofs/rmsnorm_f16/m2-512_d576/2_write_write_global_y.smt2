; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
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
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv512 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!x ?x19))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!y ?x19))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x45 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x45)))
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
 (let ((?x45 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@B ?x45)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x201 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x807 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x903 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x4096 (concat (bvadd ?x903 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x211 (= off!ww_global_y_A ?x4096)))
 (let (($x4080 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x4072 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4080))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x4070 (and $x231 $x4072)))
 (let ((?x4067 (concat (bvadd ?x903 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x217 (= off!ww_global_y_A ?x4067)))
 (let (($x70 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4035 (not $x70)))
 (let (($x4039 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4035 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4040 (not $x4039)))
 (let (($x4041 (and $x231 $x4040)))
 (let ((?x1025 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x903) (_ bv0 1))))
 (let (($x522 (= off!ww_global_y_A ?x1025)))
 (let (($x762 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x1133 (not $x762)))
 (let (($x619 (and $x231 $x1133)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x619 $x522 $x807 $x201)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x4041 $x217 $x807 $x201)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x4070 $x211 $x807 $x201)))))))))))))))))))))))))
(assert
 (let (($x179 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x525 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x4499 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x4500 (concat (_ bv0 31) ?x4499)))
 (let ((?x4502 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x4504 (concat (bvadd ?x4502 ?x4500) (_ bv0 1))))
 (let (($x4494 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x4497 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x4494))))
 (let (($x231 (= param!power (_ bv1 32))))
 (let (($x4498 (and $x231 $x4497)))
 (let (($x104 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x4498 (= off!ww_global_y_B ?x4504) $x525 $x179))))
 (let ((?x4523 (concat (bvadd ?x4502 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x86 (= off!ww_global_y_B ?x4523)))
 (let (($x4513 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x4514 (not $x4513)))
 (let (($x4517 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x4514 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x4518 (not $x4517)))
 (let (($x4519 (and $x231 $x4518)))
 (let ((?x4539 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x4502) (_ bv0 1))))
 (let (($x4534 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x4535 (not $x4534)))
 (let (($x4536 (and $x231 $x4535)))
 (let (($x1294 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x4536 (= off!ww_global_y_B ?x4539) $x525 $x179))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x1294 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x4519 $x86 $x525 $x179)) $x104)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x91 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
 (let ((?x159 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x159) $x91))))
(assert
 (let ((?x1212 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x149 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x149 tid.x@A) (concat ?x1212 tid.x@B)))))
(check-sat)
