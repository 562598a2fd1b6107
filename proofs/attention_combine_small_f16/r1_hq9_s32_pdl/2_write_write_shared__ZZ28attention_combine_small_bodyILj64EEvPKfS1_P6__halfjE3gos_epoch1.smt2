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
(declare-fun epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B () (_ BitVec 32))
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
 (let (($x1488 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A)))
 (let (($x79 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A)))
 (let ((?x819 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x812 (bvadd (_ bv18446744073709551584 64) ?x819)))
 (let (($x67 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A ?x812)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1646 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A)))
 (let (($x1501 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A (_ bv1 32))))
 (and $x1501 (=> $x1646 (and $x206 $x67 $x79 $x1488))))))))))))
(assert
 (let (($x1599 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B)))
 (let (($x2276 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B)))
 (let ((?x1298 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x1299 (bvadd (_ bv18446744073709551584 64) ?x1298)))
 (let (($x1603 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B ?x1299)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1449 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B)))
 (let (($x1471 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B (_ bv1 32))))
 (and $x1471 (=> $x1449 (and $x206 $x1603 $x2276 $x1599))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2274 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A)))
 (let (($x1601 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B ?x2274)))
 (let ((?x1598 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B)))
 (let (($x1600 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A ?x1598)))
 (and $x1600 $x1601))))))
(assert
 (let (($x1425 (= ctaid.z@A ctaid.z@B)))
 (let (($x1448 (= ctaid.y@A ctaid.y@B)))
 (let (($x71 (= ctaid.x@A ctaid.x@B)))
 (and $x71 $x1448 $x1425)))))
(assert
 (= epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
