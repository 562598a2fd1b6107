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
 (bvult ctaid.y@A (_ bv2 32)))
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
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x191 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
 (let ((?x247 (concat (_ bv0 31) ?x191)))
 (let ((?x225 (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x284 (concat (bvadd ?x225 ?x247) (_ bv0 1))))
 (let (($x209 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@A) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@A))))))
 (let (($x214 (not (or (not (= ((_ extract 31 11) ?x191) (_ bv0 21))) $x209))))
 (let (($x187 (= param!power (_ bv1 32))))
 (let (($x215 (and $x187 $x214)))
 (let (($x72 (and $x215 (= off!ww_global_out_A ?x284) (= (_ bv2 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x72))))))))))))
(assert
 (let ((?x241 (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))))
 (let ((?x289 (concat (_ bv0 31) ?x241)))
 (let ((?x278 (concat (bvadd (bvmul (_ bv1536 63) (concat (_ bv0 31) ctaid.y@B)) ?x289) (_ bv0 1))))
 (let (($x53 (= off!ww_global_out_B ?x278)))
 (let (($x266 (bvule (_ bv1536 11) (bvadd ((_ extract 10 0) tid.x@B) (bvmul (_ bv256 11) ((_ extract 10 0) ctaid.x@B))))))
 (let (($x280 (not (= ((_ extract 31 11) ?x241) (_ bv0 21)))))
 (let (($x187 (= param!power (_ bv1 32))))
 (let (($x279 (and $x187 (not (or $x280 $x266)))))
 (let (($x371 (and $x279 $x53 (= (_ bv2 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x371))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x154 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let (($x121 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
(and $x121 (bvult off!ww_global_out_B ?x154)))))
(check-sat)
