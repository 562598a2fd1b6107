; benchmark generated from python API
(set-info :status unknown)
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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv64 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x1839 (bvadd (concat (_ bv0 24) ctaid.x@A) (bvmul (_ bv576 56) (concat (_ bv0 24) ctaid.z@A)) (bvmul (_ bv64 56) (concat (_ bv0 24) (bvmul (_ bv3 32) ctaid.y@A))) (bvmul (_ bv64 56) (concat (_ bv0 30) ((_ extract 31 6) tid.x@A))))))
 (let ((?x1841 (concat ?x1839 ((_ extract 5 0) tid.x@A) (_ bv0 2))))
 (let (($x3520 (= off!ww_global_acc_A ?x1841)))
 (let (($x1784 (bvule ((_ extract 7 0) tid.x@A) (_ bv191 8))))
 (let (($x1747 (= ((_ extract 31 8) tid.x@A) (_ bv0 24))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x1780 (and $x281 $x1747 $x1784)))
 (let (($x3648 (and $x1780 $x3520 (= (_ bv4 64) width!ww_global_acc_A) (= (_ bv4 32) epoch!ww_global_acc_A))))
 (and (bvult sel!ww_global_acc_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_A) $x3648)))))))))))
(assert
 (let ((?x2866 ((_ extract 5 0) tid.x@B)))
 (let ((?x2869 (bvmul (_ bv64 56) (concat (_ bv0 30) ((_ extract 31 6) tid.x@B)))))
 (let ((?x2871 (bvmul (_ bv64 56) (concat (_ bv0 24) (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x2873 (bvmul (_ bv576 56) (concat (_ bv0 24) ctaid.z@B))))
 (let ((?x2874 (concat (_ bv0 24) ctaid.x@B)))
 (let ((?x2876 (concat (bvadd ?x2874 ?x2873 ?x2871 ?x2869) ?x2866 (_ bv0 2))))
 (let (($x2862 (bvule ((_ extract 7 0) tid.x@B) (_ bv191 8))))
 (let (($x2864 (= ((_ extract 31 8) tid.x@B) (_ bv0 24))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2865 (and $x281 $x2864 $x2862)))
 (let (($x261 (and $x2865 (= off!ww_global_acc_B ?x2876) (= (_ bv4 64) width!ww_global_acc_B) (= (_ bv4 32) epoch!ww_global_acc_B))))
 (and (bvult sel!ww_global_acc_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_B) $x261))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x189 (bvult off!ww_global_acc_B (bvadd off!ww_global_acc_A width!ww_global_acc_A))))
 (let ((?x3647 (bvadd off!ww_global_acc_B width!ww_global_acc_B)))
 (and (bvult off!ww_global_acc_A ?x3647) $x189))))
(assert
 (let ((?x3806 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3375 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3375 tid.x@A) (concat ?x3806 tid.x@B)))))
(check-sat)
