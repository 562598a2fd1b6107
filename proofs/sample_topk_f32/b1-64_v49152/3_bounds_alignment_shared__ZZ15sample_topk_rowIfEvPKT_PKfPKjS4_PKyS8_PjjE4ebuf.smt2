; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(declare-fun base!logits () (_ BitVec 64))
(declare-fun base!temps () (_ BitVec 64))
(declare-fun base!top_ks () (_ BitVec 64))
(declare-fun base!top_ps () (_ BitVec 64))
(declare-fun base!seeds () (_ BitVec 64))
(declare-fun base!counters () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun v2501@A () (_ BitVec 64))
(declare-fun mem!top_ks!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv64 64))))
(assert
 (= (bvand base!logits (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!logits (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv196608 64) size!B))))
(assert
 (and (distinct base!logits (_ bv0 64)) true))
(assert
 (= (bvand base!temps (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!temps ?x27))))
(assert
 (and (distinct base!temps (_ bv0 64)) true))
(assert
 (= (bvand base!top_ks (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!top_ks ?x27))))
(assert
 (and (distinct base!top_ks (_ bv0 64)) true))
(assert
 (= (bvand base!top_ps (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!top_ps ?x27))))
(assert
 (and (distinct base!top_ps (_ bv0 64)) true))
(assert
 (= (bvand base!seeds (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x44 (bvmul (_ bv8 64) size!B)))
 (let ((?x45 (bvsub (_ bv18446744073709551615 64) ?x44)))
 (bvule base!seeds ?x45))))
(assert
 (and (distinct base!seeds (_ bv0 64)) true))
(assert
 (= (bvand base!counters (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x44 (bvmul (_ bv8 64) size!B)))
 (let ((?x45 (bvsub (_ bv18446744073709551615 64) ?x44)))
 (bvule base!counters ?x45))))
(assert
 (and (distinct base!counters (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!B)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!tokens ?x27))))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv1024 32)))
(assert
 (let ((?x70 ((_ extract 31 0) size!B)))
 (bvult ctaid.x@A ?x70)))
(assert
 (bvule v2501@A (_ bv31 64)))
(assert
 (let ((?x1291 ((_ extract 29 0) tid.x@A)))
(let ((?x5998 (concat ?x1291 (_ bv0 2))))
(let ((?x5493 (bvadd (_ bv32768 32) ?x5998)))
(let ((?x5789 (concat (_ bv0 32) ?x5493)))
(let ((?x5259 (bvadd (_ bv18446744073709518848 64) ?x5789)))
(let (($x12566 (or (not (bvule ?x5259 (_ bv1020 64))) (and (distinct (bvand ?x5259 (_ bv3 64)) (_ bv0 64)) true))))
(let ((?x352 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x354 (bvmul (_ bv4 64) ?x352)))
(let ((?x6668 (mem!top_ks!32 ?x354)))
(let (($x6415 (or (not (= ((_ extract 31 9) ?x6668) (_ bv0 23))) (bvule (_ bv256 9) ((_ extract 8 0) ?x6668)))))
(let (($x5873 (not (bvule (ite $x6415 (_ bv256 32) ?x6668) tid.x@A))))
(let (($x5923 (= ((_ extract 31 8) tid.x@A) (_ bv0 24))))
(let (($x334 (= param!power (_ bv1 32))))
(let (($x4702 (and $x334 $x5923 $x5873)))
(let (($x12596 (and $x4702 $x12566)))
(let ((?x6751 (bvmul (_ bv8 30) ((_ extract 29 0) v2501@A))))
(let ((?x6728 (concat ?x6751 (_ bv0 2))))
(let ((?x6342 (bvadd (_ bv32796 32) ?x6728)))
(let ((?x6838 (concat (_ bv0 32) ?x6342)))
(let ((?x6002 (bvadd (_ bv18446744073709518848 64) ?x6838)))
(let (($x4759 (= tid.x@A (_ bv0 32))))
(let (($x4833 (and $x334 $x4759)))
(let (($x13345 (and $x4833 (or (not (bvule ?x6002 (_ bv1020 64))) (and (distinct (bvand ?x6002 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x13685 (and (distinct (bvand (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32792 32) ?x6728))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x13715 (or (not (bvule (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32792 32) ?x6728))) (_ bv1020 64))) $x13685)))
(let (($x12309 (and $x4833 $x13715)))
(let (($x13556 (and (distinct (bvand (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32788 32) ?x6728))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x12697 (or (not (bvule (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32788 32) ?x6728))) (_ bv1020 64))) $x13556)))
(let (($x13452 (and $x4833 $x12697)))
(let (($x12657 (and (distinct (bvand (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32784 32) ?x6728))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x12442 (or (not (bvule (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32784 32) ?x6728))) (_ bv1020 64))) $x12657)))
(let (($x13127 (and $x4833 $x12442)))
(let (($x13250 (and (distinct (bvand (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32780 32) ?x6728))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x13897 (or (not (bvule (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32780 32) ?x6728))) (_ bv1020 64))) $x13250)))
(let (($x13089 (and $x4833 $x13897)))
(let (($x12609 (and (distinct (bvand (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32776 32) ?x6728))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x13178 (or (not (bvule (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32776 32) ?x6728))) (_ bv1020 64))) $x12609)))
(let (($x12701 (and $x4833 $x13178)))
(let (($x13749 (and (distinct (bvand (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32772 32) ?x6728))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x13719 (or (not (bvule (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32772 32) ?x6728))) (_ bv1020 64))) $x13749)))
(let (($x13334 (and $x4833 $x13719)))
(let (($x12735 (and (distinct (bvand (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32768 32) ?x6728))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x13764 (or (not (bvule (bvadd (_ bv18446744073709518848 64) (concat (_ bv0 32) (bvadd (_ bv32768 32) ?x6728))) (_ bv1020 64))) $x12735)))
(let (($x12426 (and $x4833 $x13764)))
(let (($x5461 (and $x334 $x5923)))
(let (($x12685 (and $x5461 $x12566)))
(or $x12685 $x12426 $x13334 $x12701 $x13089 $x13127 $x13452 $x12309 $x13345 $x12596))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
