; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
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
 (and (bvule (_ bv17 64) size!R) (bvule size!R (_ bv512 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv2048 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!q ?x19))))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv2048 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!block_tables ?x19))))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!R))))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv2048 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!out ?x19))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (let ((?x59 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@A ?x59)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x294 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x294) (bvule ?x294 (_ bv8192 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (let ((?x59 ((_ extract 31 0) size!R)))
 (bvult ctaid.y@B ?x59)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x57407 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x57407) (bvule ?x57407 (_ bv8192 32)))))
(assert
 (let (($x4681 (= (_ bv6 32) epoch!ww_global_out_A)))
 (let (($x32251 (= (_ bv2 64) width!ww_global_out_A)))
 (let ((?x383 (bvadd (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.y@A)) (concat (_ bv0 23) ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
 (let ((?x386 (concat (bvadd (concat (_ bv0 31) tid.x@A) (concat ?x383 (_ bv0 8))) (_ bv0 1))))
 (let ((?x417 (bvadd (_ bv1536 64) ?x386)))
 (let (($x4376 (= off!ww_global_out_A ?x417)))
 (let (($x286 (= param!power (_ bv1 32))))
 (let (($x2930 (=> (= (_ bv2 32) sel!ww_global_out_A) (and $x286 (= off!ww_global_out_A (bvadd (_ bv1024 64) ?x386)) $x32251 $x4681))))
 (let (($x3125 (=> (= (_ bv1 32) sel!ww_global_out_A) (and $x286 (= off!ww_global_out_A (bvadd (_ bv512 64) ?x386)) $x32251 $x4681))))
 (let (($x12160 (=> (= (_ bv0 32) sel!ww_global_out_A) (and $x286 (= off!ww_global_out_A ?x386) $x32251 $x4681))))
 (and (bvult sel!ww_global_out_A (_ bv4 32)) $x12160 $x3125 $x2930 (=> (= (_ bv3 32) sel!ww_global_out_A) (and $x286 $x4376 $x32251 $x4681))))))))))))))
(assert
 (let (($x12158 (= (_ bv6 32) epoch!ww_global_out_B)))
 (let (($x3554 (= (_ bv2 64) width!ww_global_out_B)))
 (let ((?x57418 (concat (_ bv0 23) ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x57420 (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.y@B))))
 (let ((?x57423 (concat (_ bv0 31) tid.x@B)))
 (let ((?x57425 (concat (bvadd ?x57423 (concat (bvadd ?x57420 ?x57418) (_ bv0 8))) (_ bv0 1))))
 (let ((?x57426 (bvadd (_ bv1536 64) ?x57425)))
 (let (($x286 (= param!power (_ bv1 32))))
 (let (($x2782 (=> (= (_ bv3 32) sel!ww_global_out_B) (and $x286 (= off!ww_global_out_B ?x57426) $x3554 $x12158))))
 (let (($x2781 (=> (= (_ bv2 32) sel!ww_global_out_B) (and $x286 (= off!ww_global_out_B (bvadd (_ bv1024 64) ?x57425)) $x3554 $x12158))))
 (let (($x4981 (=> (= (_ bv1 32) sel!ww_global_out_B) (and $x286 (= off!ww_global_out_B (bvadd (_ bv512 64) ?x57425)) $x3554 $x12158))))
 (let (($x3126 (=> (= (_ bv0 32) sel!ww_global_out_B) (and $x286 (= off!ww_global_out_B ?x57425) $x3554 $x12158))))
 (and (bvult sel!ww_global_out_B (_ bv4 32)) $x3126 $x4981 $x2781 $x2782))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3398 (bvadd off!ww_global_out_A width!ww_global_out_A)))
 (let (($x4193 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x4193 (bvult off!ww_global_out_B ?x3398)))))
(assert
 (let ((?x32208 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x3509 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x3509 tid.x@A) (concat ?x32208 tid.x@B)))))
(check-sat)
