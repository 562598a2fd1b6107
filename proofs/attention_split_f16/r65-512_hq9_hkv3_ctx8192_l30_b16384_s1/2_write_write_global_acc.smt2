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
(declare-fun epoch!ww_global_acc_A () (_ BitVec 32))
(declare-fun width!ww_global_acc_A () (_ BitVec 64))
(declare-fun off!ww_global_acc_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_acc_A () (_ BitVec 32))
(declare-fun epoch!ww_global_acc_B () (_ BitVec 32))
(declare-fun width!ww_global_acc_B () (_ BitVec 64))
(declare-fun off!ww_global_acc_B () (_ BitVec 64))
(declare-fun sel!ww_global_acc_B () (_ BitVec 32))
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
 (let ((?x2616 (bvadd (concat (_ bv0 24) ctaid.x@A) (concat (_ bv0 24) ctaid.y@A) (bvmul (_ bv9 56) (concat (_ bv0 24) ctaid.z@A)))))
 (let ((?x2630 (concat ?x2616 (_ bv0 6))))
 (let ((?x2776 (concat (_ bv0 30) tid.x@A)))
 (let ((?x2675 (concat (bvadd ?x2776 ?x2630) (_ bv0 2))))
 (let ((?x89969 ((_ extract 31 6) tid.x@A)))
 (let (($x2961 (= ?x89969 (_ bv0 26))))
 (let (($x336 (= param!power (_ bv1 32))))
 (let (($x2888 (and $x336 $x2961)))
 (let (($x14770 (and $x2888 (= off!ww_global_acc_A ?x2675) (= (_ bv4 64) width!ww_global_acc_A) (= (_ bv3 32) epoch!ww_global_acc_A))))
 (and (bvult sel!ww_global_acc_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_A) $x14770))))))))))))
(assert
 (let ((?x101577 (bvmul (_ bv9 56) (concat (_ bv0 24) ctaid.z@B))))
 (let ((?x101578 (concat (_ bv0 24) ctaid.y@B)))
 (let ((?x101579 (concat (_ bv0 24) ctaid.x@B)))
 (let ((?x101582 (concat (_ bv0 30) tid.x@B)))
 (let ((?x101584 (concat (bvadd ?x101582 (concat (bvadd ?x101579 ?x101578 ?x101577) (_ bv0 6))) (_ bv0 2))))
 (let ((?x101573 ((_ extract 31 6) tid.x@B)))
 (let (($x101574 (= ?x101573 (_ bv0 26))))
 (let (($x336 (= param!power (_ bv1 32))))
 (let (($x101575 (and $x336 $x101574)))
 (let (($x3019 (and $x101575 (= off!ww_global_acc_B ?x101584) (= (_ bv4 64) width!ww_global_acc_B) (= (_ bv3 32) epoch!ww_global_acc_B))))
 (and (bvult sel!ww_global_acc_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_B) $x3019)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x249 (bvult off!ww_global_acc_B (bvadd off!ww_global_acc_A width!ww_global_acc_A))))
 (let ((?x33049 (bvadd off!ww_global_acc_B width!ww_global_acc_B)))
 (and (bvult off!ww_global_acc_A ?x33049) $x249))))
(assert
 (let ((?x75392 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3085 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3085 tid.x@A) (concat ?x75392 tid.x@B)))))
(check-sat)
