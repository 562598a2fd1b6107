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
(declare-fun epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B () (_ BitVec 32))
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
 (let (($x1632 (= (_ bv0 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A)))
 (let (($x1630 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A)))
 (let ((?x259 ((_ extract 31 6) tid.x@A)))
 (let ((?x522 (concat (_ bv0 36) ?x259 (_ bv0 2))))
 (let (($x1610 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A ?x522)))
 (let ((?x334 ((_ extract 5 0) tid.x@A)))
 (let (($x674 (= ?x334 (_ bv0 6))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x761 (and $x206 $x674)))
 (let (($x84 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A)))
 (let (($x136 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A (_ bv1 32))))
 (and $x136 (=> $x84 (and $x761 $x1610 $x1630 $x1632)))))))))))))))
(assert
 (let (($x1863 (= (_ bv0 32) epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B)))
 (let (($x1870 (= (_ bv4 64) width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B)))
 (let ((?x1367 ((_ extract 31 6) tid.x@B)))
 (let ((?x1400 (concat (_ bv0 36) ?x1367 (_ bv0 2))))
 (let (($x1871 (= off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B ?x1400)))
 (let ((?x1393 ((_ extract 5 0) tid.x@B)))
 (let (($x1394 (= ?x1393 (_ bv0 6))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1395 (and $x206 $x1394)))
 (let (($x116 (= (_ bv0 32) sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B)))
 (let (($x197 (bvult sel!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B (_ bv1 32))))
 (and $x197 (=> $x116 (and $x1395 $x1871 $x1870 $x1863)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1866 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A)))
 (let (($x1867 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B ?x1866)))
 (let ((?x1861 (bvadd off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B width!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B)))
 (let (($x1865 (bvult off!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A ?x1861)))
 (and $x1865 $x1867))))))
(assert
 (let (($x59 (= ctaid.z@A ctaid.z@B)))
 (let (($x132 (= ctaid.y@A ctaid.y@B)))
 (let (($x1603 (= ctaid.x@A ctaid.x@B)))
 (and $x1603 $x132 $x59)))))
(assert
 (= epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_A epoch!ww_shared__ZZ28attention_combine_small_bodyILj64EEvPKfS1_P6__halfjE3gmx_epoch0_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
