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
(declare-fun epoch!ww_global_out_A () (_ BitVec 32))
(declare-fun width!ww_global_out_A () (_ BitVec 64))
(declare-fun off!ww_global_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_out_B () (_ BitVec 32))
(declare-fun width!ww_global_out_B () (_ BitVec 64))
(declare-fun off!ww_global_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv32 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv6 32)))
(assert
 (bvult ctaid.y@B (_ bv32 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x191 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x247 (concat (_ bv0 31) ?x191)))
 (let ((?x225 (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x285 (concat (bvadd ?x225 ?x247) (_ bv0 1))))
 (let (($x209 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
 (let (($x214 (not (or (not (= ((_ extract 31 11) ?x191) (_ bv0 21))) $x209))))
 (let (($x187 (= param!power (_ bv1 32))))
 (let (($x215 (and $x187 $x214)))
 (let (($x174 (and $x215 (= off!ww_global_out_A ?x285) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x174))))))))))))
(assert
 (let ((?x241 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x290 (concat (_ bv0 31) ?x241)))
 (let ((?x279 (concat (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@B)) ?x290) (_ bv0 1))))
 (let (($x133 (= off!ww_global_out_B ?x279)))
 (let (($x267 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@B) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@B))))))
 (let (($x281 (not (= ((_ extract 31 11) ?x241) (_ bv0 21)))))
 (let (($x187 (= param!power (_ bv1 32))))
 (let (($x280 (and $x187 (not (or $x281 $x267)))))
 (let (($x136 (and $x280 $x133 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x136))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x88 (bvult off!ww_global_out_B (bvadd off!ww_global_out_A width!ww_global_out_A))))
(let (($x76 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x76 $x88))))
(check-sat)
