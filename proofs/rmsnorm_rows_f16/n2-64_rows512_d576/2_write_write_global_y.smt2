; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!n_out () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
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
 (and (bvule (_ bv2 64) size!n_out) (bvule size!n_out (_ bv64 64))))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!n_out))))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!n_out))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (bvult ctaid.x@A ?x54)))
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
 (let ((?x54 ((_ extract 31 0) size!n_out)))
 (bvult ctaid.x@B ?x54)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1192 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x74 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x4631 (bvadd (_ bv512 32) tid.x@A)))
 (let ((?x4625 (concat (_ bv0 31) ?x4631)))
 (let ((?x740 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x4663 (concat (bvadd ?x740 ?x4625) (_ bv0 1))))
 (let (($x123 (= off!ww_global_y_A ?x4663)))
 (let (($x4591 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x4620 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x4591))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x4596 (and $x261 $x4620)))
 (let ((?x4633 (concat (bvadd ?x740 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x1295 (= off!ww_global_y_A ?x4633)))
 (let (($x79 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x4580 (not $x79)))
 (let (($x4584 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x4580 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x4585 (not $x4584)))
 (let (($x4586 (and $x261 $x4585)))
 (let ((?x647 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x740) (_ bv0 1))))
 (let (($x604 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x535 (not $x604)))
 (let (($x568 (and $x261 $x535)))
 (let (($x1300 (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x568 (= off!ww_global_y_A ?x647) $x74 $x1192))))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) $x1300 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x4586 $x1295 $x74 $x1192)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x4596 $x123 $x74 $x1192)))))))))))))))))))))))))))
(assert
 (let (($x1276 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x500 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x5054 (bvadd (_ bv512 32) tid.x@B)))
 (let ((?x5055 (concat (_ bv0 31) ?x5054)))
 (let ((?x5057 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x5059 (concat (bvadd ?x5057 ?x5055) (_ bv0 1))))
 (let (($x5049 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x5052 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x5049))))
 (let (($x261 (= param!power (_ bv1 32))))
 (let (($x5053 (and $x261 $x5052)))
 (let (($x246 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x5053 (= off!ww_global_y_B ?x5059) $x500 $x1276))))
 (let ((?x5083 (concat (bvadd ?x5057 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x1251 (= off!ww_global_y_B ?x5083)))
 (let (($x5073 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x5074 (not $x5073)))
 (let (($x5077 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x5074 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x5078 (not $x5077)))
 (let (($x5079 (and $x261 $x5078)))
 (let ((?x5101 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x5057) (_ bv0 1))))
 (let (($x5096 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x5097 (not $x5096)))
 (let (($x5098 (and $x261 $x5097)))
 (let (($x816 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x5098 (= off!ww_global_y_B ?x5101) $x500 $x1276))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x816 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x5079 $x1251 $x500 $x1276)) $x246)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x988 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x210 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x210) (bvult off!ww_global_y_B ?x988)))))
(assert
 (let ((?x195 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x64 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x64 tid.x@A) (concat ?x195 tid.x@B)))))
(check-sat)
