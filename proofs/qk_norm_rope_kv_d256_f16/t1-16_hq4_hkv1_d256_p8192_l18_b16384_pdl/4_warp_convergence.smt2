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
(declare-fun param!power () (_ BitVec 32))
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
 (let (($x3464 (= ctaid.z@A ctaid.z@B)))
 (let (($x4056 (= ctaid.y@A ctaid.y@B)))
 (let (($x4060 (= ctaid.x@A ctaid.x@B)))
 (and $x4060 $x4056 $x3464)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4058 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv32 32))) (bvmul tid.z@B (_ bv192 32)))))
 (let ((?x3755 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv32 32))) (bvmul tid.z@A (_ bv192 32)))))
 (= (bvlshr ?x3755 (_ bv5 32)) (bvlshr ?x4058 (_ bv5 32))))))
(assert
 (let (($x1028 (= ((_ extract 31 3) tid.y@B) (_ bv0 29))))
(let (($x1029 (not $x1028)))
(let (($x1033 (or $x1029 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@B)))))
(let (($x1034 (not $x1033)))
(let (($x1035 (or $x1034 (not (or $x1029 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@B)))))))
(let (($x393 (= param!power (_ bv1 32))))
(let (($x1036 (and $x393 $x1035)))
(let (($x2957 (not $x1036)))
(let ((?x4058 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv32 32))) (bvmul tid.z@B (_ bv192 32)))))
(let ((?x4057 (bvand ?x4058 (_ bv31 32))))
(let (($x127 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x134 (not $x127)))
(let (($x405 (or $x134 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x406 (not $x405)))
(let (($x417 (or $x406 (not (or $x134 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x421 (and $x393 $x417)))
(let (($x4140 (and $x421 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x4057))) $x2957)))
(let (($x3285 (or $x4140)))
(or $x3285 $x3285 $x3285 $x3285 $x3285))))))))))))))))))))
(check-sat)
