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
 (let (($x52 (= (_ bv2 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x117 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let ((?x1547 (concat (_ bv0 32) (bvadd (_ bv4160 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x1620 (bvadd (_ bv18446744073709547456 64) ?x1547)))
 (let (($x135 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A ?x1620)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x80 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x184 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A (_ bv1 32))))
 (and $x184 (=> $x80 (and $x206 $x135 $x117 $x52))))))))))))
(assert
 (let (($x115 (= (_ bv2 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x113 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let ((?x1088 (concat (_ bv0 32) (bvadd (_ bv4160 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x1520 (bvadd (_ bv18446744073709547456 64) ?x1088)))
 (let (($x241 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B ?x1520)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x137 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x195 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B (_ bv1 32))))
 (and $x195 (=> $x137 (and $x206 $x241 $x113 $x115))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x46 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x84 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B ?x46)))
 (let ((?x47 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x44 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A ?x47)))
 (and $x44 $x84))))))
(assert
 (let (($x103 (= ctaid.z@A ctaid.z@B)))
 (let (($x45 (= ctaid.y@A ctaid.y@B)))
 (let (($x88 (= ctaid.x@A ctaid.x@B)))
 (and $x88 $x45 $x103)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
