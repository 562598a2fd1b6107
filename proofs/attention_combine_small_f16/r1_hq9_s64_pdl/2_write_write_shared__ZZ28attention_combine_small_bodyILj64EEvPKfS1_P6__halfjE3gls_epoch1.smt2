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
 (let (($x134 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A)))
 (let (($x168 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A)))
 (let ((?x941 (concat (_ bv0 32) (bvadd (_ bv16 32) (concat (_ bv0 4) ((_ extract 31 6) tid.x@A) (_ bv0 2))))))
 (let ((?x946 (bvadd (_ bv18446744073709551600 64) ?x941)))
 (let (($x81 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A ?x946)))
 (let ((?x334 ((_ extract 5 0) tid.x@A)))
 (let (($x674 (= ?x334 (_ bv0 6))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x761 (and $x206 $x674)))
 (let (($x72 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A)))
 (let (($x1657 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A (_ bv1 32))))
 (and $x1657 (=> $x72 (and $x761 $x81 $x168 $x134)))))))))))))))
(assert
 (let (($x192 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B)))
 (let (($x65 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B)))
 (let ((?x1398 (concat (_ bv0 32) (bvadd (_ bv16 32) (concat (_ bv0 4) ((_ extract 31 6) tid.x@B) (_ bv0 2))))))
 (let ((?x1399 (bvadd (_ bv18446744073709551600 64) ?x1398)))
 (let (($x146 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B ?x1399)))
 (let ((?x1393 ((_ extract 5 0) tid.x@B)))
 (let (($x1394 (= ?x1393 (_ bv0 6))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1395 (and $x206 $x1394)))
 (let (($x176 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B)))
 (let (($x1604 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B (_ bv1 32))))
 (and $x1604 (=> $x176 (and $x1395 $x146 $x65 $x192)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x110 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A)))
 (let (($x58 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B ?x110)))
 (let ((?x171 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B)))
 (let (($x1634 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A ?x171)))
 (and $x1634 $x58))))))
(assert
 (let (($x59 (= ctaid.z@A ctaid.z@B)))
 (let (($x132 (= ctaid.y@A ctaid.y@B)))
 (let (($x1603 (= ctaid.x@A ctaid.x@B)))
 (and $x1603 $x132 $x59)))))
(assert
 (= epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_A epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gls_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
