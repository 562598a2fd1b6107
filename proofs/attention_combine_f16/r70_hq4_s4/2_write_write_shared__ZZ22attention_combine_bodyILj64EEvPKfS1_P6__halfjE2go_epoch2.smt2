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
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B () (_ BitVec 32))
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
 (let (($x152 (= (_ bv2 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x201 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let ((?x257 (concat (_ bv0 32) (bvadd (_ bv4160 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1132 (bvadd (_ bv18446744073709547456 64) ?x257)))
 (let (($x110 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A ?x1132)))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x113 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x159 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A (_ bv1 32))))
 (and $x159 (=> $x113 (and $x208 $x110 $x201 $x152))))))))))))
(assert
 (let (($x76 (= (_ bv2 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x332 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let ((?x1285 (concat (_ bv0 32) (bvadd (_ bv4160 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x1286 (bvadd (_ bv18446744073709547456 64) ?x1285)))
 (let (($x283 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B ?x1286)))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x71 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x109 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B (_ bv1 32))))
 (and $x109 (=> $x71 (and $x208 $x283 $x332 $x76))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x94 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x163 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B ?x94)))
 (let ((?x54 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x273 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A ?x54)))
 (and $x273 $x163))))))
(assert
 (let (($x333 (= ctaid.z@A ctaid.z@B)))
 (let (($x140 (= ctaid.y@A ctaid.y@B)))
 (let (($x144 (= ctaid.x@A ctaid.x@B)))
 (and $x144 $x140 $x333)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B))
(check-sat)
