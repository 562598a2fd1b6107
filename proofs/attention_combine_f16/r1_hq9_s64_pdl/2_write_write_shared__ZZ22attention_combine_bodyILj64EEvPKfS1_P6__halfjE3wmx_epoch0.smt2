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
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x724 (= (_ bv0 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A)))
 (let (($x647 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A)))
 (let ((?x954 ((_ extract 31 5) tid.x@A)))
 (let ((?x966 (concat (_ bv0 35) ?x954 (_ bv0 2))))
 (let (($x1899 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A ?x966)))
 (let (($x944 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x948 (and $x206 $x944)))
 (let (($x738 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A)))
 (let (($x652 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A (_ bv1 32))))
 (and $x652 (=> $x738 (and $x948 $x1899 $x647 $x724))))))))))))))
(assert
 (let (($x876 (= (_ bv0 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B)))
 (let (($x2261 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B)))
 (let ((?x1809 ((_ extract 31 5) tid.x@B)))
 (let ((?x1837 (concat (_ bv0 35) ?x1809 (_ bv0 2))))
 (let (($x880 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B ?x1837)))
 (let (($x1807 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1808 (and $x206 $x1807)))
 (let (($x2276 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B)))
 (let (($x895 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B (_ bv1 32))))
 (and $x895 (=> $x2276 (and $x1808 $x880 $x2261 $x876))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2259 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A)))
 (let (($x878 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B ?x2259)))
 (let ((?x875 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B)))
 (let (($x877 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A ?x875)))
 (and $x877 $x878))))))
(assert
 (let (($x103 (= ctaid.z@A ctaid.z@B)))
 (let (($x45 (= ctaid.y@A ctaid.y@B)))
 (let (($x88 (= ctaid.x@A ctaid.x@B)))
 (and $x88 $x45 $x103)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wmx_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
