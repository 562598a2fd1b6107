; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
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
 (and (bvule (_ bv1 64) size!T) (bvule size!T (_ bv512 64))))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!T))))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!T))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x50 ((_ extract 31 0) size!T)))
 (bvult ctaid.y@A ?x50)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (let ((?x50 ((_ extract 31 0) size!T)))
 (bvult ctaid.y@B ?x50)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x376 (bvadd (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.y@A)) (concat (_ bv0 30) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
 (let ((?x377 (concat ?x376 (_ bv0 2))))
 (let (($x68 (= off!ww_global_out_A ?x377)))
 (let (($x266 (bvule (_ bv640 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
 (let (($x268 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x266)))
 (let (($x271 (not $x268)))
 (let (($x244 (= param!power (_ bv1 32))))
 (let (($x272 (and $x244 $x271)))
 (let (($x56 (and $x272 $x68 (= (_ bv4 64) width!ww_global_out_A) (= (_ bv0 32) epoch!ww_global_out_A))))
 (and (bvult sel!ww_global_out_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_A) $x56))))))))))))
(assert
 (let ((?x344 (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.y@B))))
 (let ((?x274 (concat (bvadd ?x344 (concat (_ bv0 30) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B)))) (_ bv0 2))))
 (let (($x254 (bvule (_ bv640 10) (bvadd ((_ extract 9 0) tid.x@B) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@B))))))
 (let (($x326 (or (not (= ((_ extract 31 10) (bvadd tid.x@B (bvmul (_ bv256 32) ctaid.x@B))) (_ bv0 22))) $x254)))
 (let (($x332 (not $x326)))
 (let (($x244 (= param!power (_ bv1 32))))
 (let (($x312 (and $x244 $x332)))
 (let (($x127 (and $x312 (= off!ww_global_out_B ?x274) (= (_ bv4 64) width!ww_global_out_B) (= (_ bv0 32) epoch!ww_global_out_B))))
 (and (bvult sel!ww_global_out_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_out_B) $x127)))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x440 (bvadd off!ww_global_out_A width!ww_global_out_A)))
 (let (($x448 (bvult off!ww_global_out_A (bvadd off!ww_global_out_B width!ww_global_out_B))))
 (and $x448 (bvult off!ww_global_out_B ?x440)))))
(assert
 (let ((?x547 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x542 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x542 tid.x@A) (concat ?x547 tid.x@B)))))
(check-sat)
