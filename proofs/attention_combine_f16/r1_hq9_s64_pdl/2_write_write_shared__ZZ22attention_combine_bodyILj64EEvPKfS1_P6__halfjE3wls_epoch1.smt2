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
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B () (_ BitVec 32))
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
 (let (($x444 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let (($x443 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let ((?x1039 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x1044 (bvadd (_ bv18446744073709551584 64) ?x1039)))
 (let (($x442 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A ?x1044)))
 (let (($x944 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x948 (and $x206 $x944)))
 (let (($x363 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let (($x436 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A (_ bv1 32))))
 (and $x436 (=> $x363 (and $x948 $x442 $x443 $x444))))))))))))))
(assert
 (let (($x732 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let (($x739 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let ((?x1812 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x1813 (bvadd (_ bv18446744073709551584 64) ?x1812)))
 (let (($x740 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B ?x1813)))
 (let (($x1807 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1808 (and $x206 $x1807)))
 (let (($x358 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let (($x356 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B (_ bv1 32))))
 (and $x356 (=> $x358 (and $x1808 $x740 $x739 $x732))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x735 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let (($x736 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B ?x735)))
 (let ((?x730 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let (($x734 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A ?x730)))
 (and $x734 $x736))))))
(assert
 (let (($x103 (= ctaid.z@A ctaid.z@B)))
 (let (($x45 (= ctaid.y@A ctaid.y@B)))
 (let (($x88 (= ctaid.x@A ctaid.x@B)))
 (and $x88 $x45 $x103)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
