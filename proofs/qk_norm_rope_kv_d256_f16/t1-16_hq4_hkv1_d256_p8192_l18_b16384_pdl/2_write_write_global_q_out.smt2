; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(declare-fun base!qk () (_ BitVec 64))
(declare-fun base!v () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
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
 (and (bvule (_ bv1 64) size!T) (bvule size!T (_ bv16 64))))
(assert
 (= (bvand base!qk (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qk (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!T))))
(assert
 (and (distinct base!qk (_ bv0 64)) true))
(assert
 (= (bvand base!v (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!v (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv512 64) size!T))))
(assert
 (and (distinct base!v (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x40 (bvmul (_ bv4 64) size!T)))
 (let ((?x41 (bvsub (_ bv18446744073709551615 64) ?x40)))
 (bvule base!positions ?x41))))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x40 (bvmul (_ bv4 64) size!T)))
 (let ((?x41 (bvsub (_ bv18446744073709551615 64) ?x40)))
 (bvule base!slots ?x41))))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2048 64) size!T))))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv6 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x87 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@A ?x87)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x410 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A))))
 (let ((?x408 (bvadd ?x410 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x408)) ?x408))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv6 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x87 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@B ?x87)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x1006 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B))))
 (let ((?x1004 (bvadd ?x1006 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x1004)) ?x1004))))
(assert
 (let (($x140 (= (_ bv0 32) epoch!ww_global_q_out_A)))
 (let (($x166 (= (_ bv2 64) width!ww_global_q_out_A)))
 (let ((?x952 (concat (bvadd (concat (_ bv0 23) tid.y@A) (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.x@A))) (_ bv0 8))))
 (let ((?x637 (concat (_ bv0 31) tid.x@A)))
 (let ((?x954 (concat (bvadd ?x637 ?x952) (_ bv0 1))))
 (let ((?x1023 (bvadd (_ bv448 64) ?x954)))
 (let (($x127 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
 (let (($x134 (not $x127)))
 (let (($x405 (or $x134 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
 (let (($x406 (not $x405)))
 (let (($x417 (or $x406 (not (or $x134 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x683 (and $x393 $x417 $x406)))
 (let (($x1742 (=> (= (_ bv7 32) sel!ww_global_q_out_A) (and $x683 (= off!ww_global_q_out_A ?x1023) $x166 $x140))))
 (let (($x283 (=> (= (_ bv6 32) sel!ww_global_q_out_A) (and $x683 (= off!ww_global_q_out_A (bvadd (_ bv192 64) ?x954)) $x166 $x140))))
 (let (($x2505 (=> (= (_ bv5 32) sel!ww_global_q_out_A) (and $x683 (= off!ww_global_q_out_A (bvadd (_ bv384 64) ?x954)) $x166 $x140))))
 (let (($x292 (=> (= (_ bv4 32) sel!ww_global_q_out_A) (and $x683 (= off!ww_global_q_out_A (bvadd (_ bv128 64) ?x954)) $x166 $x140))))
 (let (($x187 (=> (= (_ bv3 32) sel!ww_global_q_out_A) (and $x683 (= off!ww_global_q_out_A (bvadd (_ bv320 64) ?x954)) $x166 $x140))))
 (let (($x1697 (=> (= (_ bv2 32) sel!ww_global_q_out_A) (and $x683 (= off!ww_global_q_out_A (bvadd (_ bv64 64) ?x954)) $x166 $x140))))
 (let (($x1829 (=> (= (_ bv1 32) sel!ww_global_q_out_A) (and $x683 (= off!ww_global_q_out_A (bvadd (_ bv256 64) ?x954)) $x166 $x140))))
 (let (($x358 (=> (= (_ bv0 32) sel!ww_global_q_out_A) (and $x683 (= off!ww_global_q_out_A ?x954) $x166 $x140))))
 (and (bvult sel!ww_global_q_out_A (_ bv8 32)) $x358 $x1829 $x1697 $x187 $x292 $x2505 $x283 $x1742)))))))))))))))))))))))
(assert
 (let (($x96 (= (_ bv0 32) epoch!ww_global_q_out_B)))
 (let (($x1751 (= (_ bv2 64) width!ww_global_q_out_B)))
 (let ((?x1042 (concat (bvadd (concat (_ bv0 23) tid.y@B) (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.x@B))) (_ bv0 8))))
 (let ((?x1043 (concat (_ bv0 31) tid.x@B)))
 (let ((?x1045 (concat (bvadd ?x1043 ?x1042) (_ bv0 1))))
 (let ((?x1046 (bvadd (_ bv448 64) ?x1045)))
 (let (($x1028 (= ((_ extract 31 3) tid.y@B) (_ bv0 29))))
 (let (($x1029 (not $x1028)))
 (let (($x1033 (or $x1029 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
 (let (($x1034 (not $x1033)))
 (let (($x1035 (or $x1034 (not (or $x1029 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@B)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1037 (and $x393 $x1035 $x1034)))
 (let (($x1793 (=> (= (_ bv7 32) sel!ww_global_q_out_B) (and $x1037 (= off!ww_global_q_out_B ?x1046) $x1751 $x96))))
 (let (($x1788 (=> (= (_ bv6 32) sel!ww_global_q_out_B) (and $x1037 (= off!ww_global_q_out_B (bvadd (_ bv192 64) ?x1045)) $x1751 $x96))))
 (let (($x1642 (=> (= (_ bv5 32) sel!ww_global_q_out_B) (and $x1037 (= off!ww_global_q_out_B (bvadd (_ bv384 64) ?x1045)) $x1751 $x96))))
 (let (($x2236 (=> (= (_ bv4 32) sel!ww_global_q_out_B) (and $x1037 (= off!ww_global_q_out_B (bvadd (_ bv128 64) ?x1045)) $x1751 $x96))))
 (let (($x2428 (=> (= (_ bv3 32) sel!ww_global_q_out_B) (and $x1037 (= off!ww_global_q_out_B (bvadd (_ bv320 64) ?x1045)) $x1751 $x96))))
 (let (($x1741 (=> (= (_ bv2 32) sel!ww_global_q_out_B) (and $x1037 (= off!ww_global_q_out_B (bvadd (_ bv64 64) ?x1045)) $x1751 $x96))))
 (let (($x1762 (=> (= (_ bv1 32) sel!ww_global_q_out_B) (and $x1037 (= off!ww_global_q_out_B (bvadd (_ bv256 64) ?x1045)) $x1751 $x96))))
 (let (($x1753 (=> (= (_ bv0 32) sel!ww_global_q_out_B) (and $x1037 (= off!ww_global_q_out_B ?x1045) $x1751 $x96))))
 (and (bvult sel!ww_global_q_out_B (_ bv8 32)) $x1753 $x1762 $x1741 $x2428 $x2236 $x1642 $x1788 $x1793)))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x2308 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
 (let ((?x2415 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
 (and (bvult off!ww_global_q_out_A ?x2415) $x2308))))
(assert
 (let ((?x374 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x161 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x161 tid.x@A) (concat ?x374 tid.x@B)))))
(check-sat)
