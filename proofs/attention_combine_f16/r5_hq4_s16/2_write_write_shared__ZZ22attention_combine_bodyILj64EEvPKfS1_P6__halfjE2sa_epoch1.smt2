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
 (let (($x95 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let (($x1091 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let ((?x976 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x971 (bvadd (_ bv18446744073709551552 64) ?x976)))
 (let (($x281 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A ?x971)))
 (let (($x226 (or (not (= ((_ extract 31 5) tid.x@A) (_ bv0 27))) (bvule (_ bv16 5) ((_ extract 4 0) tid.x@A)))))
 (let (($x229 (not $x226)))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x230 (and $x207 $x229)))
 (let (($x149 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let (($x322 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A (_ bv1 32))))
 (and $x322 (=> $x149 (and $x230 $x281 $x1091 $x95)))))))))))))))
(assert
 (let (($x393 (= (_ bv1 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let (($x401 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let ((?x1400 (concat (_ bv0 32) (bvadd (_ bv64 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x1401 (bvadd (_ bv18446744073709551552 64) ?x1400)))
 (let (($x402 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B ?x1401)))
 (let (($x1396 (or (not (= ((_ extract 31 5) tid.x@B) (_ bv0 27))) (bvule (_ bv16 5) ((_ extract 4 0) tid.x@B)))))
 (let (($x1397 (not $x1396)))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1398 (and $x207 $x1397)))
 (let (($x46 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let (($x280 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B (_ bv1 32))))
 (and $x280 (=> $x46 (and $x1398 $x402 $x401 $x393)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x397 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A)))
 (let (($x398 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B ?x397)))
 (let ((?x391 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B)))
 (let (($x396 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A ?x391)))
 (and $x396 $x398))))))
(assert
 (let (($x192 (= ctaid.z@A ctaid.z@B)))
 (let (($x238 (= ctaid.y@A ctaid.y@B)))
 (let (($x89 (= ctaid.x@A ctaid.x@B)))
 (and $x89 $x238 $x192)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2sa_epoch1_B))
(assert
 (bvult (concat (concat tid.z@A tid.y@A) tid.x@A) (concat (concat tid.z@B tid.y@B) tid.x@B)))
(check-sat)
