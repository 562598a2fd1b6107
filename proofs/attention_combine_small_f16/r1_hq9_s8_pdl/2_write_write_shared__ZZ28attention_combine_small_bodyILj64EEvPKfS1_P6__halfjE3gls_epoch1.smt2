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
(declare-fun epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B () (_ BitVec 32))
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
 (let (($x135 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A)))
 (let (($x58 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A)))
 (let ((?x765 (concat (_ bv0 32) (bvadd (_ bv16 32) (concat (_ bv0 4) ((_ extract 31 6) tid.x@A) (_ bv0 2))))))
 (let ((?x770 (bvadd (_ bv18446744073709551600 64) ?x765)))
 (let (($x144 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A ?x770)))
 (let ((?x335 ((_ extract 5 0) tid.x@A)))
 (let (($x423 (= ?x335 (_ bv0 6))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x427 (and $x206 $x423)))
 (let (($x106 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A)))
 (let (($x113 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A (_ bv1 32))))
 (and $x113 (=> $x106 (and $x427 $x144 $x58 $x135)))))))))))))))
(assert
 (let (($x1307 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B)))
 (let (($x89 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B)))
 (let ((?x1229 (concat (_ bv0 32) (bvadd (_ bv16 32) (concat (_ bv0 4) ((_ extract 31 6) tid.x@B) (_ bv0 2))))))
 (let ((?x1230 (bvadd (_ bv18446744073709551600 64) ?x1229)))
 (let (($x1336 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B ?x1230)))
 (let ((?x1224 ((_ extract 5 0) tid.x@B)))
 (let (($x1225 (= ?x1224 (_ bv0 6))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1226 (and $x206 $x1225)))
 (let (($x47 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B)))
 (let (($x185 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B (_ bv1 32))))
 (and $x185 (=> $x47 (and $x1226 $x1336 $x89 $x1307)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x115 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A)))
 (let (($x49 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B ?x115)))
 (let ((?x157 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B)))
 (let (($x108 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A ?x157)))
 (and $x108 $x49))))))
(assert
 (let (($x1295 (= ctaid.z@A ctaid.z@B)))
 (let (($x1318 (= ctaid.y@A ctaid.y@B)))
 (let (($x71 (= ctaid.x@A ctaid.x@B)))
 (and $x71 $x1318 $x1295)))))
(assert
 (= epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
