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
 (and (bvule (_ bv65 64) size!R) (bvule size!R (_ bv512 64))))
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
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv72 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2304 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x75 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x75)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv9 32)))
(assert
 (let ((?x75 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@B ?x75)))
(assert
 (let (($x3064 (= (_ bv3 32) epoch!ww_global_ml_A)))
 (let (($x285 (= (_ bv4 64) width!ww_global_ml_A)))
 (let ((?x2805 (bvmul (_ bv9 61) (concat (_ bv0 29) ctaid.z@A))))
 (let ((?x2709 (concat (_ bv0 29) ctaid.y@A)))
 (let ((?x2800 (concat (_ bv0 29) ctaid.x@A)))
 (let ((?x2601 (bvadd ?x2800 ?x2709 ?x2805)))
 (let ((?x2863 (concat ?x2601 (_ bv4 3))))
 (let (($x90065 (= tid.x@A (_ bv0 32))))
 (let (($x336 (= param!power (_ bv1 32))))
 (let (($x89958 (and $x336 $x90065)))
 (let (($x3013 (=> (= (_ bv1 32) sel!ww_global_ml_A) (and $x89958 (= off!ww_global_ml_A ?x2863) $x285 $x3064))))
 (let (($x300 (=> (= (_ bv0 32) sel!ww_global_ml_A) (and $x89958 (= off!ww_global_ml_A (concat ?x2601 (_ bv0 3))) $x285 $x3064))))
 (and (bvult sel!ww_global_ml_A (_ bv2 32)) $x300 $x3013))))))))))))))
(assert
 (let (($x3039 (= (_ bv3 32) epoch!ww_global_ml_B)))
 (let (($x2973 (= (_ bv4 64) width!ww_global_ml_B)))
 (let ((?x101565 (bvmul (_ bv9 61) (concat (_ bv0 29) ctaid.z@B))))
 (let ((?x101566 (concat (_ bv0 29) ctaid.y@B)))
 (let ((?x101567 (concat (_ bv0 29) ctaid.x@B)))
 (let ((?x101568 (bvadd ?x101567 ?x101566 ?x101565)))
 (let ((?x101569 (concat ?x101568 (_ bv4 3))))
 (let (($x101562 (= tid.x@B (_ bv0 32))))
 (let (($x336 (= param!power (_ bv1 32))))
 (let (($x101563 (and $x336 $x101562)))
 (let (($x3071 (=> (= (_ bv1 32) sel!ww_global_ml_B) (and $x101563 (= off!ww_global_ml_B ?x101569) $x2973 $x3039))))
 (let (($x17102 (=> (= (_ bv0 32) sel!ww_global_ml_B) (and $x101563 (= off!ww_global_ml_B (concat ?x101568 (_ bv0 3))) $x2973 $x3039))))
 (and (bvult sel!ww_global_ml_B (_ bv2 32)) $x17102 $x3071))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x26360 (bvadd off!ww_global_ml_A width!ww_global_ml_A)))
 (let (($x52928 (bvult off!ww_global_ml_A (bvadd off!ww_global_ml_B width!ww_global_ml_B))))
 (and $x52928 (bvult off!ww_global_ml_B ?x26360)))))
(assert
 (let ((?x75392 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3085 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3085 tid.x@A) (concat ?x75392 tid.x@B)))))
(check-sat)
