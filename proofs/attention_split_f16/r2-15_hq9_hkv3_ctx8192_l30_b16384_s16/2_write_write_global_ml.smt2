; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
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
(declare-fun epoch!ww_global_ml_A () (_ BitVec 32))
(declare-fun width!ww_global_ml_A () (_ BitVec 64))
(declare-fun off!ww_global_ml_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_ml_A () (_ BitVec 32))
(declare-fun epoch!ww_global_ml_B () (_ BitVec 32))
(declare-fun width!ww_global_ml_B () (_ BitVec 64))
(declare-fun off!ww_global_ml_B () (_ BitVec 64))
(declare-fun sel!ww_global_ml_B () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!R) (bvule size!R (_ bv15 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!q ?x19))))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2048 64) size!R))))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!R))))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!ml ?x19))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv36864 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv16 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x73)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv16 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x73)))
(assert
 (let (($x2948 (= (_ bv3 32) epoch!ww_global_ml_A)))
 (let (($x209 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x2480 (bvmul (_ bv144 61) (concat (_ bv0 29) ctaid.z@A))))
 (let ((?x2879 (bvmul (_ bv16 61) (concat (_ bv0 29) ctaid.y@A))))
 (let ((?x2715 (concat (_ bv0 29) ctaid.x@A)))
 (let ((?x2628 (bvadd ?x2715 ?x2879 ?x2480)))
 (let ((?x2822 (concat ?x2628 (_ bv4 3))))
 (let (($x10926 (= tid.x@A (_ bv0 32))))
 (let (($x327 (= param!power (_ bv1 32))))
 (let (($x10858 (and $x327 $x10926)))
 (let (($x2809 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x10858 (= off!ww_global_ml_A ?x2822) $x209 $x2948))))
 (let (($x273 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x10858 (= off!ww_global_ml_A (concat ?x2628 (_ bv0 3))) $x209 $x2948))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x273 $x2809))))))))))))))
(assert
 (let (($x3016 (= (_ bv3 32) epoch!ww_global_ml_B)))
 (let (($x3017 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x13356 (bvmul (_ bv144 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x13358 (bvmul (_ bv16 61) (concat (_ bv0 29) ctaid.y@B))))
 (let ((?x13359 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x13360 (bvadd ?x13359 ?x13358 ?x13356)))
 (let ((?x13361 (concat ?x13360 (_ bv4 3))))
 (let (($x13353 (= tid.x@B (_ bv0 32))))
 (let (($x327 (= param!power (_ bv1 32))))
 (let (($x13354 (and $x327 $x13353)))
 (let (($x237 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x13354 (= off!ww_global_ml_B ?x13361) $x3017 $x3016))))
 (let (($x167 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x13354 (= off!ww_global_ml_B (concat ?x13360 (_ bv0 3))) $x3017 $x3016))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x167 $x237))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x245 (bvadd off!ww_global_ml_A width!ww_global_ml_A)))
 (let (($x265 (bvult off!ww_global_ml_A (bvadd off!ww_global_ml_B width!ww_global_ml_B))))
 (and $x265 (bvult off!ww_global_ml_B ?x245)))))
(assert
 (let ((?x119 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x2926 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x2926 tid.x@A) (concat ?x119 tid.x@B)))))
(check-sat)
