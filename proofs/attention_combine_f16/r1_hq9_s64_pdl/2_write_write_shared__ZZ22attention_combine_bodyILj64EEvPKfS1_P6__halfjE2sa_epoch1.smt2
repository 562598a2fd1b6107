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
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B () (_ BitVec 32))
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
 (let (($x306 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let (($x43 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let ((?x935 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x977 (bvadd (_ bv18446744073709551552 64) ?x935)))
 (let (($x120 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A ?x977)))
 (let (($x225 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x228 (not $x225)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x229 (and $x206 $x228)))
 (let (($x257 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let (($x244 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A (_ bv1 32))))
 (and $x244 (=> $x257 (and $x229 $x120 $x43 $x306)))))))))))))))
(assert
 (let (($x453 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let (($x371 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let ((?x1823 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x1824 (bvadd (_ bv18446744073709551552 64) ?x1823)))
 (let (($x368 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B ?x1824)))
 (let (($x1819 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1820 (not $x1819)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1821 (and $x206 $x1820)))
 (let (($x70 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let (($x146 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B (_ bv1 32))))
 (and $x146 (=> $x70 (and $x1821 $x368 $x371 $x453)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x357 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let (($x359 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B ?x357)))
 (let ((?x449 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let (($x450 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A ?x449)))
 (and $x450 $x359))))))
(assert
 (let (($x103 (= ctaid.z@A ctaid.z@B)))
 (let (($x45 (= ctaid.y@A ctaid.y@B)))
 (let (($x88 (= ctaid.x@A ctaid.x@B)))
 (and $x88 $x45 $x103)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
