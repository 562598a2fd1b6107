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
 (let (($x82 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let (($x147 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let ((?x974 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x980 (bvadd (_ bv18446744073709551552 64) ?x974)))
 (let (($x119 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A ?x980)))
 (let (($x225 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x228 (not $x225)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x229 (and $x206 $x228)))
 (let (($x342 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let (($x317 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A (_ bv1 32))))
 (and $x317 (=> $x342 (and $x229 $x119 $x147 $x82)))))))))))))))
(assert
 (let (($x151 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let (($x71 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let ((?x1550 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x1551 (bvadd (_ bv18446744073709551552 64) ?x1550)))
 (let (($x85 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B ?x1551)))
 (let (($x1546 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x1547 (not $x1546)))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1548 (and $x206 $x1547)))
 (let (($x259 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let (($x240 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B (_ bv1 32))))
 (and $x240 (=> $x259 (and $x1548 $x85 $x71 $x151)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x43 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let (($x158 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B ?x43)))
 (let ((?x152 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let (($x165 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A ?x152)))
 (and $x165 $x158))))))
(assert
 (let (($x184 (= ctaid.z@A ctaid.z@B)))
 (let (($x308 (= ctaid.y@A ctaid.y@B)))
 (let (($x55 (= ctaid.x@A ctaid.x@B)))
 (and $x55 $x308 $x184)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B))
(check-sat)
