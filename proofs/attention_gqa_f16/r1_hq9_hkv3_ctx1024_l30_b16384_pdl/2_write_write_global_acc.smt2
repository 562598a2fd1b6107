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
 (bvult ctaid.x@A (_ bv8 32)))
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
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x1840 (bvadd (concat (_ bv0 24) ctaid.x@A) (bvmul (_ bv72 56) (concat (_ bv0 24) ctaid.z@A)) (bvmul (_ bv8 56) (concat (_ bv0 24) (bvmul (_ bv3 32) ctaid.y@A))) (bvmul (_ bv8 56) (concat (_ bv0 30) ((_ extract 31 6) tid.x@A))))))
 (let ((?x1842 (concat ?x1840 ((_ extract 5 0) tid.x@A) (_ bv0 2))))
 (let (($x3642 (= off!ww_global_acc_A ?x1842)))
 (let (($x1785 (bvule ((_ extract 7 0) tid.x@A) (_ bv191 8))))
 (let (($x1748 (= ((_ extract 31 8) tid.x@A) (_ bv0 24))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x1781 (and $x281 $x1748 $x1785)))
 (let (($x3695 (and $x1781 $x3642 (= (_ bv4 64) width!ww_global_acc_A) (= (_ bv4 32) epoch!ww_global_acc_A))))
 (and (bvult sel!ww_global_acc_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_A) $x3695)))))))))))
(assert
 (let ((?x2868 ((_ extract 5 0) tid.x@B)))
 (let ((?x2871 (bvmul (_ bv8 56) (concat (_ bv0 30) ((_ extract 31 6) tid.x@B)))))
 (let ((?x2873 (bvmul (_ bv8 56) (concat (_ bv0 24) (bvmul (_ bv3 32) ctaid.y@B)))))
 (let ((?x2875 (bvmul (_ bv72 56) (concat (_ bv0 24) ctaid.z@B))))
 (let ((?x2876 (concat (_ bv0 24) ctaid.x@B)))
 (let ((?x2878 (concat (bvadd ?x2876 ?x2875 ?x2873 ?x2871) ?x2868 (_ bv0 2))))
 (let (($x2864 (bvule ((_ extract 7 0) tid.x@B) (_ bv191 8))))
 (let (($x2866 (= ((_ extract 31 8) tid.x@B) (_ bv0 24))))
 (let (($x281 (= param!power (_ bv1 32))))
 (let (($x2867 (and $x281 $x2866 $x2864)))
 (let (($x201 (and $x2867 (= off!ww_global_acc_B ?x2878) (= (_ bv4 64) width!ww_global_acc_B) (= (_ bv4 32) epoch!ww_global_acc_B))))
 (and (bvult sel!ww_global_acc_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_acc_B) $x201))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3658 (bvadd off!ww_global_acc_A width!ww_global_acc_A)))
 (let (($x3372 (bvult off!ww_global_acc_A (bvadd off!ww_global_acc_B width!ww_global_acc_B))))
 (and $x3372 (bvult off!ww_global_acc_B ?x3658)))))
(assert
 (let ((?x3741 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3803 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3803 tid.x@A) (concat ?x3741 tid.x@B)))))
(check-sat)
