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
 (and (bvule (_ bv16 64) size!R) (bvule size!R (_ bv64 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!R))))
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
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv288 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv9216 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x76)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x76)))
(assert
 (let (($x182 (= (_ bv3 32) epoch!ww_global_ml_A)))
 (let (($x220 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x2662 (bvmul (_ bv36 61) (concat (_ bv0 29) ctaid.z@A))))
 (let ((?x2599 (bvmul (_ bv4 61) (concat (_ bv0 29) ctaid.y@A))))
 (let ((?x2878 (concat (_ bv0 29) ctaid.x@A)))
 (let ((?x2565 (bvadd ?x2878 ?x2599 ?x2662)))
 (let ((?x2727 (concat ?x2565 (_ bv4 3))))
 (let (($x25180 (= tid.x@A (_ bv0 32))))
 (let (($x339 (= param!power (_ bv1 32))))
 (let (($x25069 (and $x339 $x25180)))
 (let (($x19962 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x25069 (= off!ww_global_ml_A ?x2727) $x220 $x182))))
 (let (($x22893 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x25069 (= off!ww_global_ml_A (concat ?x2565 (_ bv0 3))) $x220 $x182))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x22893 $x19962))))))))))))))
(assert
 (let (($x284 (= (_ bv3 32) epoch!ww_global_ml_B)))
 (let (($x249 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x29389 (bvmul (_ bv36 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x29391 (bvmul (_ bv4 61) (concat (_ bv0 29) ctaid.y@B))))
 (let ((?x29392 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x29393 (bvadd ?x29392 ?x29391 ?x29389)))
 (let ((?x29394 (concat ?x29393 (_ bv4 3))))
 (let (($x29386 (= tid.x@B (_ bv0 32))))
 (let (($x339 (= param!power (_ bv1 32))))
 (let (($x29387 (and $x339 $x29386)))
 (let (($x2953 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x29387 (= off!ww_global_ml_B ?x29394) $x249 $x284))))
 (let (($x8576 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x29387 (= off!ww_global_ml_B (concat ?x29393 (_ bv0 3))) $x249 $x284))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x8576 $x2953))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x113 (bvadd off!ww_global_ml_A width!ww_global_ml_A)))
 (let (($x2901 (bvult off!ww_global_ml_A (bvadd off!ww_global_ml_B width!ww_global_ml_B))))
 (and $x2901 (bvult off!ww_global_ml_B ?x113)))))
(assert
 (let ((?x13954 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x255 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x255 tid.x@A) (concat ?x13954 tid.x@B)))))
(check-sat)
