; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
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
(assert
 (and (bvule (_ bv2 64) size!T) (bvule size!T (_ bv512 64))))
(assert
 (= (bvand base!qkv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!qkv (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1920 64) size!T))))
(assert
 (and (distinct base!qkv (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!T)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!positions ?x27))))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073708503039 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073708503039 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv4 64) size!T)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!slots ?x27))))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (= (bvand base!q_out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q_out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!T))))
(assert
 (and (distinct base!q_out (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744070588989439 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv15 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@A ?x73)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x380 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x371 (bvadd ?x380 (_ bv0 64))))
 (let ((?x379 (mem!positions!32 ?x371)))
 (and (bvule (_ bv0 32) ?x379) (bvule ?x379 (_ bv8191 32)))))))
(assert
 (let ((?x380 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x371 (bvadd ?x380 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x371)) ?x371))))
(assert
 (bvult tid.x@B (_ bv32 32)))
(assert
 (bvult tid.y@B (_ bv15 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@B ?x73)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x432 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
 (let ((?x431 (bvadd ?x432 (_ bv0 64))))
 (let ((?x456 (mem!positions!32 ?x431)))
 (and (bvule (_ bv0 32) ?x456) (bvule ?x456 (_ bv8191 32)))))))
(assert
 (let ((?x432 (concat (_ bv0 30) ctaid.x@B (_ bv0 2))))
(let ((?x431 (bvadd ?x432 (_ bv0 64))))
(= (inv!slots!32 (mem!slots!32 ?x431)) ?x431))))
(check-sat)
