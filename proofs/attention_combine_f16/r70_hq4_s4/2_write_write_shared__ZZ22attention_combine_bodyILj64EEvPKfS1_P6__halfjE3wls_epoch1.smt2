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
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv70 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv70 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x191 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let (($x338 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let ((?x1033 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x1038 (bvadd (_ bv18446744073709551584 64) ?x1033)))
 (let (($x337 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A ?x1038)))
 (let (($x940 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x944 (and $x208 $x940)))
 (let (($x330 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let (($x84 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A (_ bv1 32))))
 (and $x84 (=> $x330 (and $x944 $x337 $x338 $x191))))))))))))))
(assert
 (let (($x362 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let (($x361 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let ((?x1314 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x1315 (bvadd (_ bv18446744073709551584 64) ?x1314)))
 (let (($x360 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B ?x1315)))
 (let (($x1309 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1310 (and $x208 $x1309)))
 (let (($x363 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let (($x359 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B (_ bv1 32))))
 (and $x359 (=> $x363 (and $x1310 $x360 $x361 $x362))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x246 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let (($x368 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B ?x246)))
 (let ((?x107 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let (($x278 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A ?x107)))
 (and $x278 $x368))))))
(assert
 (let (($x333 (= ctaid.z@A ctaid.z@B)))
 (let (($x140 (= ctaid.y@A ctaid.y@B)))
 (let (($x144 (= ctaid.x@A ctaid.x@B)))
 (and $x144 $x140 $x333)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B))
(check-sat)
