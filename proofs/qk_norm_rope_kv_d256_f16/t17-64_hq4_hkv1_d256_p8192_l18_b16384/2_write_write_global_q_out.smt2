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
 (and (bvule (_ bv17 64) size!T) (bvule size!T (_ bv64 64))))
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
 (let ((?x899 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B))))
 (let ((?x1006 (bvadd ?x899 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x1006)) ?x1006))))
(assert
 (let (($x176 (= (_ bv0 32) epoch!ww_global_q_out_A)))
 (let (($x2350 (= (_ bv2 64) width!ww_global_q_out_A)))
 (let ((?x952 (concat (bvadd (concat (_ bv0 23) tid.y@A) (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.x@A))) (_ bv0 8))))
 (let ((?x638 (concat (_ bv0 31) tid.x@A)))
 (let ((?x954 (concat (bvadd ?x638 ?x952) (_ bv0 1))))
 (let ((?x1023 (bvadd (_ bv448 64) ?x954)))
 (let (($x2166 (= off!ww_global_q_out_A ?x1023)))
 (let (($x127 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
 (let (($x134 (not $x127)))
 (let (($x405 (or $x134 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
 (let (($x406 (not $x405)))
 (let (($x417 (or $x406 (not (or $x134 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x702 (and $x393 $x417 $x406)))
 (let (($x1741 (=> (= (_ bv6 32) sel!ww_global_q_out_A) (and $x702 (= off!ww_global_q_out_A (bvadd (_ bv192 64) ?x954)) $x2350 $x176))))
 (let (($x1739 (=> (= (_ bv5 32) sel!ww_global_q_out_A) (and $x702 (= off!ww_global_q_out_A (bvadd (_ bv384 64) ?x954)) $x2350 $x176))))
 (let (($x1608 (=> (= (_ bv4 32) sel!ww_global_q_out_A) (and $x702 (= off!ww_global_q_out_A (bvadd (_ bv128 64) ?x954)) $x2350 $x176))))
 (let (($x1971 (=> (= (_ bv3 32) sel!ww_global_q_out_A) (and $x702 (= off!ww_global_q_out_A (bvadd (_ bv320 64) ?x954)) $x2350 $x176))))
 (let (($x2334 (=> (= (_ bv2 32) sel!ww_global_q_out_A) (and $x702 (= off!ww_global_q_out_A (bvadd (_ bv64 64) ?x954)) $x2350 $x176))))
 (let (($x2095 (=> (= (_ bv1 32) sel!ww_global_q_out_A) (and $x702 (= off!ww_global_q_out_A (bvadd (_ bv256 64) ?x954)) $x2350 $x176))))
 (let (($x1670 (=> (= (_ bv0 32) sel!ww_global_q_out_A) (and $x702 (= off!ww_global_q_out_A ?x954) $x2350 $x176))))
 (and (bvult sel!ww_global_q_out_A (_ bv8 32)) $x1670 $x2095 $x2334 $x1971 $x1608 $x1739 $x1741 (=> (= (_ bv7 32) sel!ww_global_q_out_A) (and $x702 $x2166 $x2350 $x176)))))))))))))))))))))))))
(assert
 (let (($x323 (= (_ bv0 32) epoch!ww_global_q_out_B)))
 (let (($x2124 (= (_ bv2 64) width!ww_global_q_out_B)))
 (let ((?x1041 (concat (bvadd (concat (_ bv0 23) tid.y@B) (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.x@B))) (_ bv0 8))))
 (let ((?x1042 (concat (_ bv0 31) tid.x@B)))
 (let ((?x1044 (concat (bvadd ?x1042 ?x1041) (_ bv0 1))))
 (let ((?x1045 (bvadd (_ bv448 64) ?x1044)))
 (let (($x1027 (= ((_ extract 31 3) tid.y@B) (_ bv0 29))))
 (let (($x1028 (not $x1027)))
 (let (($x1032 (or $x1028 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
 (let (($x1033 (not $x1032)))
 (let (($x1034 (or $x1033 (not (or $x1028 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@B)))))))
 (let (($x393 (= param!power (_ bv1 32))))
 (let (($x1036 (and $x393 $x1034 $x1033)))
 (let (($x296 (=> (= (_ bv7 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B ?x1045) $x2124 $x323))))
 (let (($x159 (=> (= (_ bv6 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv192 64) ?x1044)) $x2124 $x323))))
 (let (($x2163 (=> (= (_ bv5 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv384 64) ?x1044)) $x2124 $x323))))
 (let (($x2416 (=> (= (_ bv4 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv128 64) ?x1044)) $x2124 $x323))))
 (let (($x1746 (=> (= (_ bv3 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv320 64) ?x1044)) $x2124 $x323))))
 (let (($x1756 (=> (= (_ bv2 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv64 64) ?x1044)) $x2124 $x323))))
 (let (($x2105 (=> (= (_ bv1 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv256 64) ?x1044)) $x2124 $x323))))
 (let (($x2123 (=> (= (_ bv0 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B ?x1044) $x2124 $x323))))
 (and (bvult sel!ww_global_q_out_B (_ bv8 32)) $x2123 $x2105 $x1756 $x1746 $x2416 $x2163 $x159 $x296)))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x1689 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
 (let ((?x152 (bvadd off!ww_global_q_out_B width!ww_global_q_out_B)))
 (and (bvult off!ww_global_q_out_A ?x152) $x1689))))
(assert
 (let ((?x1903 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x2091 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x2091 tid.x@A) (concat ?x1903 tid.x@B)))))
(check-sat)
