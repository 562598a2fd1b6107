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
 (and (bvule (_ bv17 64) size!T) (bvule size!T (_ bv512 64))))
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
 (let ((?x39 (bvmul (_ bv4 64) size!T)))
 (let ((?x40 (bvsub (_ bv18446744073709551615 64) ?x39)))
 (bvule base!positions ?x40))))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x39 (bvmul (_ bv4 64) size!T)))
 (let ((?x40 (bvsub (_ bv18446744073709551615 64) ?x39)))
 (bvule base!slots ?x40))))
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
 (let ((?x86 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@A ?x86)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x409 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A))))
 (let ((?x407 (bvadd ?x409 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x407)) ?x407))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv6 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x86 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@B ?x86)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x899 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B))))
 (let ((?x1006 (bvadd ?x899 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x1006)) ?x1006))))
(assert
 (let (($x149 (= (_ bv0 32) epoch!ww_global_q_out_A)))
 (let (($x300 (= (_ bv2 64) width!ww_global_q_out_A)))
 (let ((?x952 (concat (bvadd (concat (_ bv0 23) tid.y@A) (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.x@A))) (_ bv0 8))))
 (let ((?x637 (concat (_ bv0 31) tid.x@A)))
 (let ((?x954 (concat (bvadd ?x637 ?x952) (_ bv0 1))))
 (let ((?x1023 (bvadd (_ bv448 64) ?x954)))
 (let (($x1758 (= off!ww_global_q_out_A ?x1023)))
 (let (($x126 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
 (let (($x133 (not $x126)))
 (let (($x404 (or $x133 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
 (let (($x405 (not $x404)))
 (let (($x416 (or $x405 (not (or $x133 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
 (let (($x392 (= param!power (_ bv1 32))))
 (let (($x668 (and $x392 $x416 $x405)))
 (let (($x1694 (=> (= (_ bv6 32) sel!ww_global_q_out_A) (and $x668 (= off!ww_global_q_out_A (bvadd (_ bv192 64) ?x954)) $x300 $x149))))
 (let (($x1867 (=> (= (_ bv5 32) sel!ww_global_q_out_A) (and $x668 (= off!ww_global_q_out_A (bvadd (_ bv384 64) ?x954)) $x300 $x149))))
 (let (($x1798 (=> (= (_ bv4 32) sel!ww_global_q_out_A) (and $x668 (= off!ww_global_q_out_A (bvadd (_ bv128 64) ?x954)) $x300 $x149))))
 (let (($x1700 (=> (= (_ bv3 32) sel!ww_global_q_out_A) (and $x668 (= off!ww_global_q_out_A (bvadd (_ bv320 64) ?x954)) $x300 $x149))))
 (let (($x2029 (=> (= (_ bv2 32) sel!ww_global_q_out_A) (and $x668 (= off!ww_global_q_out_A (bvadd (_ bv64 64) ?x954)) $x300 $x149))))
 (let (($x285 (=> (= (_ bv1 32) sel!ww_global_q_out_A) (and $x668 (= off!ww_global_q_out_A (bvadd (_ bv256 64) ?x954)) $x300 $x149))))
 (let (($x2044 (=> (= (_ bv0 32) sel!ww_global_q_out_A) (and $x668 (= off!ww_global_q_out_A ?x954) $x300 $x149))))
 (and (bvult sel!ww_global_q_out_A (_ bv8 32)) $x2044 $x285 $x2029 $x1700 $x1798 $x1867 $x1694 (=> (= (_ bv7 32) sel!ww_global_q_out_A) (and $x668 $x1758 $x300 $x149)))))))))))))))))))))))))
(assert
 (let (($x1737 (= (_ bv0 32) epoch!ww_global_q_out_B)))
 (let (($x1735 (= (_ bv2 64) width!ww_global_q_out_B)))
 (let ((?x1041 (concat (bvadd (concat (_ bv0 23) tid.y@B) (bvmul (_ bv4 55) (concat (_ bv0 23) ctaid.x@B))) (_ bv0 8))))
 (let ((?x1042 (concat (_ bv0 31) tid.x@B)))
 (let ((?x1044 (concat (bvadd ?x1042 ?x1041) (_ bv0 1))))
 (let ((?x1045 (bvadd (_ bv448 64) ?x1044)))
 (let (($x1027 (= ((_ extract 31 3) tid.y@B) (_ bv0 29))))
 (let (($x1028 (not $x1027)))
 (let (($x1032 (or $x1028 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
 (let (($x1033 (not $x1032)))
 (let (($x1034 (or $x1033 (not (or $x1028 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@B)))))))
 (let (($x392 (= param!power (_ bv1 32))))
 (let (($x1036 (and $x392 $x1034 $x1033)))
 (let (($x2494 (=> (= (_ bv7 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B ?x1045) $x1735 $x1737))))
 (let (($x1612 (=> (= (_ bv6 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv192 64) ?x1044)) $x1735 $x1737))))
 (let (($x220 (=> (= (_ bv5 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv384 64) ?x1044)) $x1735 $x1737))))
 (let (($x2221 (=> (= (_ bv4 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv128 64) ?x1044)) $x1735 $x1737))))
 (let (($x2019 (=> (= (_ bv3 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv320 64) ?x1044)) $x1735 $x1737))))
 (let (($x2403 (=> (= (_ bv2 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv64 64) ?x1044)) $x1735 $x1737))))
 (let (($x1782 (=> (= (_ bv1 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B (bvadd (_ bv256 64) ?x1044)) $x1735 $x1737))))
 (let (($x2415 (=> (= (_ bv0 32) sel!ww_global_q_out_B) (and $x1036 (= off!ww_global_q_out_B ?x1044) $x1735 $x1737))))
 (and (bvult sel!ww_global_q_out_B (_ bv8 32)) $x2415 $x1782 $x2403 $x2019 $x2221 $x220 $x1612 $x2494)))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x109 (bvult off!ww_global_q_out_B (bvadd off!ww_global_q_out_A width!ww_global_q_out_A))))
 (let (($x1625 (bvult off!ww_global_q_out_A (bvadd off!ww_global_q_out_B width!ww_global_q_out_B))))
 (and $x1625 $x109))))
(assert
 (let ((?x2219 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x2249 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x2249 tid.x@A) (concat ?x2219 tid.x@B)))))
(check-sat)
