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
 (let (($x1709 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A)))
 (let (($x1711 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A)))
 (let ((?x927 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x894 (bvadd (_ bv18446744073709551584 64) ?x927)))
 (let (($x1710 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A ?x894)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1869 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A)))
 (let (($x1722 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A (_ bv1 32))))
 (and $x1722 (=> $x1869 (and $x206 $x1710 $x1711 $x1709))))))))))))
(assert
 (let (($x47 (= (_ bv1 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B)))
 (let (($x137 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B)))
 (let ((?x1391 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x1392 (bvadd (_ bv18446744073709551584 64) ?x1391)))
 (let (($x2375 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B ?x1392)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1790 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B)))
 (let (($x1789 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B (_ bv1 32))))
 (and $x1789 (=> $x1790 (and $x206 $x2375 $x137 $x47))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x71 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A)))
 (let (($x2373 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B ?x71)))
 (let ((?x82 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B)))
 (let (($x90 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A ?x82)))
 (and $x90 $x2373))))))
(assert
 (let (($x59 (= ctaid.z@A ctaid.z@B)))
 (let (($x132 (= ctaid.y@A ctaid.y@B)))
 (let (($x1603 (= ctaid.x@A ctaid.x@B)))
 (and $x1603 $x132 $x59)))))
(assert
 (= epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_A epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gos_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
