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
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A () (_ BitVec 32))
(declare-fun epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B () (_ BitVec 32))
(declare-fun width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B () (_ BitVec 64))
(declare-fun off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B () (_ BitVec 64))
(declare-fun sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B () (_ BitVec 32))
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
 (let (($x323 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let (($x318 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let ((?x1029 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@A) (_ bv0 2))))))
 (let ((?x1034 (bvadd (_ bv18446744073709551584 64) ?x1029)))
 (let (($x192 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A ?x1034)))
 (let ((?x220 ((_ extract 4 0) tid.x@A)))
 (let (($x935 (= ?x220 (_ bv0 5))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x939 (and $x207 $x935)))
 (let (($x70 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let (($x176 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A (_ bv1 32))))
 (and $x176 (=> $x70 (and $x939 $x192 $x318 $x323)))))))))))))))
(assert
 (let (($x89 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let (($x163 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let ((?x1391 (concat (_ bv0 32) (bvadd (_ bv32 32) (concat (_ bv0 3) ((_ extract 31 5) tid.x@B) (_ bv0 2))))))
 (let ((?x1392 (bvadd (_ bv18446744073709551584 64) ?x1391)))
 (let (($x365 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B ?x1392)))
 (let ((?x1385 ((_ extract 4 0) tid.x@B)))
 (let (($x1386 (= ?x1385 (_ bv0 5))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1387 (and $x207 $x1386)))
 (let (($x366 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let (($x249 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B (_ bv1 32))))
 (and $x249 (=> $x366 (and $x1387 $x365 $x163 $x89)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x360 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A)))
 (let (($x361 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B ?x360)))
 (let ((?x359 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B)))
 (let (($x363 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A ?x359)))
 (and $x363 $x361))))))
(assert
 (let (($x81 (= ctaid.z@A ctaid.z@B)))
 (let (($x160 (= ctaid.y@A ctaid.y@B)))
 (let (($x59 (= ctaid.x@A ctaid.x@B)))
 (and $x59 $x160 $x81)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE3wls_epoch1_B))
(check-sat)
