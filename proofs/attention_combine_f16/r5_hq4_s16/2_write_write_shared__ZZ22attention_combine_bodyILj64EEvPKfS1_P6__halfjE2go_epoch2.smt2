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
 (bvult ctaid.y@A (_ bv5 32)))
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
 (bvult ctaid.y@B (_ bv5 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x110 (= (_ bv2 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x116 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let ((?x1179 (concat (_ bv0 32) (bvadd (_ bv4160 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1092 (bvadd (_ bv18446744073709547456 64) ?x1179)))
 (let (($x186 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A ?x1092)))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x78 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x63 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A (_ bv1 32))))
 (and $x63 (=> $x78 (and $x207 $x186 $x116 $x110))))))))))))
(assert
 (let (($x144 (= (_ bv2 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x157 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let ((?x1314 (concat (_ bv0 32) (bvadd (_ bv4160 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x1315 (bvadd (_ bv18446744073709547456 64) ?x1314)))
 (let (($x54 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B ?x1315)))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x67 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x326 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B (_ bv1 32))))
 (and $x326 (=> $x67 (and $x207 $x54 $x157 $x144))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x275 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x305 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B ?x275)))
 (let ((?x90 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x260 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A ?x90)))
 (and $x260 $x305))))))
(assert
 (let (($x81 (= ctaid.z@A ctaid.z@B)))
 (let (($x160 (= ctaid.y@A ctaid.y@B)))
 (let (($x59 (= ctaid.x@A ctaid.x@B)))
 (and $x59 $x160 $x81)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B))
(check-sat)
