; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
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
 (and (bvule (_ bv65 64) size!R) (bvule size!R (_ bv512 64))))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv72 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2304 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!R))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
(assert
 (let ((?x52 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@A ?x52)))
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
 (let ((?x52 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@B ?x52)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x367 (= (_ bv2 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x315 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let ((?x294 (concat (_ bv0 32) (bvadd (_ bv4160 32) (concat ((_ extract 29 0) tid.x@A) (_ bv0 2))))))
 (let ((?x3787 (bvadd (_ bv18446744073709547456 64) ?x294)))
 (let (($x89 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A ?x3787)))
 (let (($x248 (= param!power (_ bv1 32))))
 (let (($x304 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x213 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A (_ bv1 32))))
 (and $x213 (=> $x304 (and $x248 $x89 $x315 $x367))))))))))))
(assert
 (let (($x123 (= (_ bv2 32) epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x105 (= (_ bv4 64) width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let ((?x3908 (concat (_ bv0 32) (bvadd (_ bv4160 32) (concat ((_ extract 29 0) tid.x@B) (_ bv0 2))))))
 (let ((?x3909 (bvadd (_ bv18446744073709547456 64) ?x3908)))
 (let (($x185 (= off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B ?x3909)))
 (let (($x248 (= param!power (_ bv1 32))))
 (let (($x319 (= (_ bv0 32) sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x197 (bvult sel!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B (_ bv1 32))))
 (and $x197 (=> $x319 (and $x248 $x185 $x105 $x123))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x78 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A)))
 (let (($x73 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B ?x78)))
 (let ((?x199 (bvadd off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B width!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B)))
 (let (($x228 (bvult off!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A ?x199)))
 (and $x228 $x73))))))
(assert
 (let (($x349 (= ctaid.z@A ctaid.z@B)))
 (let (($x351 (= ctaid.y@A ctaid.y@B)))
 (let (($x146 (= ctaid.x@A ctaid.x@B)))
 (and $x146 $x351 $x349)))))
(assert
 (= epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_A epoch!ww_shared__ZZ22attention_combine_bodyILj64EEvPKfS1_P6__halfjE2go_epoch2_B))
(check-sat)
