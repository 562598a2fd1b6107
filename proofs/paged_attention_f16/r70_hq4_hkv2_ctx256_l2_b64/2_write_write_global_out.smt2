; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v1176@A () (_ BitVec 64))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun v1176@B () (_ BitVec 64))
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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2886 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2876 (mem!block_tables!32 (bvadd ?x2886 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2876) (bvule ?x2876 (_ bv63 32)))))))
(assert
 (bvule v1176@A (_ bv7 64)))
(assert
 (let ((?x4983 (bvadd (bvmul (_ bv2 32) ((_ extract 31 0) v1176@A)) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5016 (concat (bvadd ?x540 (concat (_ bv0 30) ?x4983)) (_ bv0 2))))
 (let ((?x5020 (mem!block_tables!32 (bvadd ?x5016 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5020) (bvule ?x5020 (_ bv63 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let ((?x4554 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4554) (bvule ?x4554 (_ bv256 32)))))
(assert
 (let ((?x4636 (concat (_ bv0 34) ((_ extract 31 4) tid.x@B))))
 (let ((?x4692 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4689 (concat (bvadd ?x4692 ?x4636) (_ bv0 2))))
 (let ((?x4706 (mem!block_tables!32 (bvadd ?x4689 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4706) (bvule ?x4706 (_ bv63 32))))))))
(assert
 (let ((?x4618 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))))
 (let ((?x4692 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4625 (concat (bvadd ?x4692 ?x4618) (_ bv0 2))))
 (let ((?x4704 (mem!block_tables!32 (bvadd ?x4625 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4704) (bvule ?x4704 (_ bv63 32))))))))
(assert
 (bvule v1176@B (_ bv7 64)))
(assert
 (let ((?x4669 ((_ extract 31 6) tid.x@B)))
 (let ((?x4682 (concat (_ bv0 6) ?x4669)))
 (let ((?x4697 ((_ extract 31 0) v1176@B)))
 (let ((?x4667 (bvmul (_ bv2 32) ?x4697)))
 (let ((?x4692 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x4651 (concat (bvadd ?x4692 (concat (_ bv0 30) (bvadd ?x4667 ?x4682))) (_ bv0 2))))
 (let ((?x4633 (mem!block_tables!32 (bvadd ?x4651 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4633) (bvule ?x4633 (_ bv63 32)))))))))))
(assert
 (let ((?x4289 ((_ extract 5 0) tid.x@A)))
 (let ((?x351 (bvadd (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@A)) (concat (_ bv0 25) (bvadd ctaid.x@A (bvmul (_ bv2 32) ctaid.y@A))))))
 (let ((?x4656 (concat ?x351 ?x4289 (_ bv0 1))))
 (let (($x1675 (= off!ww_global_out_A ?x4656)))
 (let ((?x272 ((_ extract 31 6) tid.x@A)))
 (let (($x277 (= ?x272 (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x282 (and $x255 $x277)))
 (let (($x1670 (and $x282 $x1675 (= (_ bv2 64) width!ww_global_out_A) (= (_ bv6 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x1670))))))))))))
(assert
 (let ((?x4310 ((_ extract 5 0) tid.x@B)))
 (let ((?x4377 (concat (_ bv0 25) (bvadd ctaid.x@B (bvmul (_ bv2 32) ctaid.y@B)))))
 (let ((?x4431 (bvmul (_ bv4 57) (concat (_ bv0 25) ctaid.z@B))))
 (let ((?x4456 (bvadd ?x4431 ?x4377)))
 (let ((?x4464 (concat ?x4456 ?x4310 (_ bv0 1))))
 (let ((?x4669 ((_ extract 31 6) tid.x@B)))
 (let (($x4341 (= ?x4669 (_ bv0 26))))
 (let (($x255 (= param!power (_ bv1 32))))
 (let (($x4250 (and $x255 $x4341)))
 (let (($x1705 (and $x4250 (= off!ww_global_out_B ?x4464) (= (_ bv2 64) width!ww_global_out_B) (= (_ bv6 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x1705)))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1744 (bvadd off!ww_global_out_A width!ww_global_out_A)))
(let ((?x1727 (bvadd off!ww_global_out_B width!ww_global_out_B)))
(and (bvult off!ww_global_out_A ?x1727) (bvult off!ww_global_out_B ?x1744)))))
(check-sat)
