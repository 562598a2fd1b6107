; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!qkv () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
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
(declare-fun epoch!ww_global_kv_A () (_ BitVec 32))
(declare-fun width!ww_global_kv_A () (_ BitVec 64))
(declare-fun off!ww_global_kv_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_kv_A () (_ BitVec 32))
(declare-fun epoch!ww_global_kv_B () (_ BitVec 32))
(declare-fun width!ww_global_kv_B () (_ BitVec 64))
(declare-fun off!ww_global_kv_B () (_ BitVec 64))
(declare-fun sel!ww_global_kv_B () (_ BitVec 32))
(assert
 (= (bvand base!qkv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qkv (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073709420543 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073709420543 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744072929411071 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv15 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x356 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x353 (bvadd ?x356 (_ bv0 64))))
 (let ((?x342 (mem!positions!32 ?x353)))
 (and (bvule (_ bv0 32) ?x342) (bvule ?x342 (_ bv1023 32)))))))
(assert
 (let ((?x356 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x353 (bvadd ?x356 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x353)) ?x353))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x491 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x486 (bvadd ?x491 (_ bv0 64))))
 (let ((?x761 (mem!positions!32 ?x486)))
 (and (bvule (_ bv0 32) ?x761) (bvule ?x761 (_ bv1023 32)))))))
(assert
 (let ((?x491 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x486 (bvadd ?x491 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x486)) ?x486))))
(assert
 (let ((?x101 ((_ extract 3 0) tid.y@A)))
 (let (($x370 (bvule (_ bv12 4) ?x101)))
 (let (($x99 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
 (let (($x107 (not $x99)))
 (let (($x509 (or $x107 $x370)))
 (let ((?x526 (ite $x509 (_ bv754974720 64) (_ bv0 64))))
 (let ((?x521 (bvadd (_ bv4294967008 32) tid.x@A (bvmul (_ bv32 32) tid.y@A) (bvmul (_ bv32 32) (ite $x509 (_ bv4294967293 32) (_ bv0 32))))))
 (let ((?x525 (bvmul (_ bv4 64) (concat (_ bv0 32) ?x521))))
 (let ((?x539 (bvmul (_ bv6144 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x561 (bvmul (_ bv384 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let ((?x562 (bvadd ?x561 ?x539 ?x525 ?x526)))
 (let (($x470 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
 (let (($x473 (not $x470)))
 (let (($x457 (or $x107 (bvule (_ bv9 4) ?x101))))
 (let (($x299 (= param!power (_ bv1 32))))
 (let (($x474 (and $x299 $x457 $x473)))
 (let (($x144 (and $x474 (= off!ww_global_kv_A ?x562) (= (_ bv4 64) width!ww_global_kv_A) (= (_ bv0 32) epoch!ww_global_kv_A))))
 (and (bvult sel!ww_global_kv_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_A) $x144))))))))))))))))))))
(assert
 (let ((?x278 ((_ extract 3 0) tid.y@B)))
 (let (($x475 (bvule (_ bv12 4) ?x278)))
 (let (($x276 (= ((_ extract 31 4) tid.y@B) (_ bv0 28))))
 (let (($x102 (not $x276)))
 (let (($x504 (or $x102 $x475)))
 (let ((?x408 (ite $x504 (_ bv754974720 64) (_ bv0 64))))
 (let ((?x350 (bvmul (_ bv32 32) (ite $x504 (_ bv4294967293 32) (_ bv0 32)))))
 (let ((?x575 (bvmul (_ bv32 32) tid.y@B)))
 (let ((?x295 (bvmul (_ bv4 64) (concat (_ bv0 32) (bvadd (_ bv4294967008 32) tid.x@B ?x575 ?x350)))))
 (let ((?x382 (bvmul (_ bv6144 64) (concat (_ bv0 36) ((_ extract 31 4) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x825 (bvmul (_ bv384 64) (concat (_ bv0 60) ((_ extract 3 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let ((?x826 (bvadd ?x825 ?x382 ?x295 ?x408)))
 (let (($x306 (or (not (= ((_ extract 31 17) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2)))) (_ bv0 15))) (bvule (_ bv65536 17) ((_ extract 16 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))))))
 (let (($x635 (not $x306)))
 (let (($x657 (or $x102 (bvule (_ bv9 4) ?x278))))
 (let (($x299 (= param!power (_ bv1 32))))
 (let (($x636 (and $x299 $x657 $x635)))
 (let (($x755 (and $x636 (= off!ww_global_kv_B ?x826) (= (_ bv4 64) width!ww_global_kv_B) (= (_ bv0 32) epoch!ww_global_kv_B))))
 (and (bvult sel!ww_global_kv_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_kv_B) $x755)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x985 (bvult off!ww_global_kv_B (bvadd off!ww_global_kv_A width!ww_global_kv_A))))
(let (($x785 (bvult off!ww_global_kv_A (bvadd off!ww_global_kv_B width!ww_global_kv_B))))
(and $x785 $x985))))
(check-sat)
