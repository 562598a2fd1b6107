; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun v1@B () (_ BitVec 32))
(declare-fun v1@A () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (and (bvule (_ bv0 32) (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64)))) (bvule (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64))) (_ bv8192 32))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv8 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (and (bvule (_ bv0 32) (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64)))) (bvule (mem!seq_lens!32 (bvadd (_ bv0 64) (_ bv0 64))) (_ bv8192 32))))
(assert
 (let (($x12031 (= ctaid.z@A ctaid.z@B)))
 (let (($x12544 (= ctaid.y@A ctaid.y@B)))
 (let (($x14388 (= ctaid.x@A ctaid.x@B)))
 (and $x14388 $x12544 $x12031)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x447 (mem!seq_lens!32 (_ bv0 64))))
(let (($x450 (or (not (= ((_ extract 31 10) ?x447) (_ bv0 22))) (bvule (_ bv512 10) ((_ extract 9 0) ?x447)))))
(let ((?x452 (ite $x450 ?x447 (_ bv512 32))))
(let ((?x441 (bvmul (_ bv4294967295 32) ?x452)))
(let ((?x488 (bvadd (_ bv31 32) (concat (_ bv0 3) ((_ extract 31 3) (bvadd (_ bv519 32) ?x447 ?x441))))))
(let ((?x457 ((_ extract 31 5) ?x488)))
(let ((?x494 (concat ?x457 (_ bv0 5))))
(let (($x501 (= ?x457 (_ bv0 27))))
(let ((?x502 (ite $x501 (_ bv32 32) ?x494)))
(let ((?x18262 (bvmul ctaid.x@B ?x502)))
(let ((?x18676 (bvadd (_ bv512 32) ?x447 ?x441 (bvmul (_ bv4294967295 32) ?x18262))))
(let (($x18534 (bvule ?x502 ?x18676)))
(let ((?x18518 (ite $x18534 ?x502 ?x18676)))
(let (($x18361 (not (= ?x18518 (_ bv0 32)))))
(let (($x18721 (= ctaid.x@B (_ bv0 32))))
(let (($x18144 (not $x18721)))
(let (($x18473 (and $x18144 (bvule (bvudiv_i (bvadd (_ bv511 32) ?x447 ?x441 ?x502) ?x502) ctaid.x@B))))
(let (($x17942 (not $x18473)))
(let (($x405 (= param!power (_ bv1 32))))
(let (($x18697 (and $x405 $x17942 $x18361)))
(let ((?x706 (bvadd (_ bv512 32) ?x447 ?x441 (bvmul (_ bv4294967295 32) (bvmul ctaid.x@A ?x502)))))
(let (($x707 (bvule ?x502 ?x706)))
(let ((?x702 (ite $x707 ?x502 ?x706)))
(let (($x591 (not (= ?x702 (_ bv0 32)))))
(let (($x443 (= ctaid.x@A (_ bv0 32))))
(let (($x445 (not $x443)))
(let (($x496 (and $x445 (bvule (bvudiv_i (bvadd (_ bv511 32) ?x447 ?x441 ?x502) ?x502) ctaid.x@A))))
(let (($x497 (not $x496)))
(let (($x898 (and $x405 $x497 $x591)))
(let (($x6030 (and (distinct $x898 $x18697) true)))
(let ((?x507 (bvudiv_i (bvadd (_ bv511 32) ?x447 ?x441 ?x502) ?x502)))
(let (($x503 (= ?x502 (_ bv0 32))))
(let (($x18497 (and $x405 (not (and $x18144 (bvule (ite $x503 v1@B ?x507) ctaid.x@B))))))
(let (($x514 (and $x405 (not (and $x445 (bvule (ite $x503 v1@A ?x507) ctaid.x@A))))))
(let (($x6053 (and (distinct $x514 $x18497) true)))
(or $x6053 $x6030 $x6030 $x6030 $x6030 $x6030)))))))))))))))))))))))))))))))))))))
(check-sat)
