; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!ww_global_q_out_A () (_ BitVec 32))
(declare-fun width!ww_global_q_out_A () (_ BitVec 64))
(declare-fun off!ww_global_q_out_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_q_out_A () (_ BitVec 32))
(declare-fun epoch!ww_global_q_out_B () (_ BitVec 32))
(declare-fun width!ww_global_q_out_B () (_ BitVec 64))
(declare-fun off!ww_global_q_out_B () (_ BitVec 64))
(declare-fun sel!ww_global_q_out_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv8 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x350 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x331 (bvadd ?x350 (_ bv0 64))))
 (let ((?x354 (mem!positions!32 ?x331)))
 (and (bvule (_ bv0 32) ?x354) (bvule ?x354 (_ bv255 32)))))))
(assert
 (let ((?x350 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x331 (bvadd ?x350 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x331)) ?x331))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv8 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x667 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x451 (bvadd ?x667 (_ bv0 64))))
 (let ((?x665 (mem!positions!32 ?x451)))
 (and (bvule (_ bv0 32) ?x665) (bvule ?x665 (_ bv255 32)))))))
(assert
 (let ((?x667 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x451 (bvadd ?x667 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x451)) ?x451))))
(assert
 (let ((?x471 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
 (let ((?x462 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@A))))
 (let ((?x584 (concat (bvadd ?x462 (bvmul (_ bv256 63) (concat (_ bv0 31) ctaid.x@A)) ?x471) (_ bv0 1))))
 (let (($x278 (= off!ww_global_q_out_A ?x584)))
 (let (($x324 (not (= ((_ extract 31 3) tid.y@A) (_ bv0 29)))))
 (let (($x403 (or $x324 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
 (let (($x404 (not $x403)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x405 (and $x302 $x404)))
 (let (($x263 (and $x405 $x278 (= (_ bv4 64) width!ww_global_q_out_A) (= (_ bv0 32) epoch!ww_global_q_out_A))))
 (and (bvult sel!ww_global_q_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_A) $x263)))))))))))))
(assert
 (let ((?x631 (concat (_ bv0 31) ((_ extract 30 0) tid.x@B) (_ bv0 1))))
 (let ((?x623 (concat (_ bv0 31) ctaid.x@B)))
 (let ((?x624 (bvmul (_ bv256 63) ?x623)))
 (let ((?x617 (bvmul (_ bv64 63) (concat (_ bv0 31) tid.y@B))))
 (let ((?x619 (concat (bvadd ?x617 ?x624 ?x631) (_ bv0 1))))
 (let (($x635 (not (= ((_ extract 31 3) tid.y@B) (_ bv0 29)))))
 (let (($x636 (or $x635 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
 (let (($x637 (not $x636)))
 (let (($x302 (= param!power (_ bv1 32))))
 (let (($x629 (and $x302 $x637)))
 (let (($x170 (and $x629 (= off!ww_global_q_out_B ?x619) (= (_ bv4 64) width!ww_global_q_out_B) (= (_ bv0 32) epoch!ww_global_q_out_B))))
 (and (bvult sel!ww_global_q_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_q_out_B) $x170))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x87 (bvadd off!ww_global_q_out_A width!ww_global_q_out_A)))
(let ((?x1008 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
(and (bvult off!ww_global_q_out_A ?x1008) (bvult off!ww_global_q_out_B ?x87)))))
(check-sat)
