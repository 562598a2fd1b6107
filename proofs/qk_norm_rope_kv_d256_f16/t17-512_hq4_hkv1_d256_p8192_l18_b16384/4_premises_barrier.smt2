; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(declare-fun base!qk () (_ BitVec 64))
(declare-fun base!v () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
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
 (bvult tid.y@A (_ bv6 32)))
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
 (let (($x3137 (= ctaid.z@A ctaid.z@B)))
 (let (($x3455 (= ctaid.y@A ctaid.y@B)))
 (let (($x3456 (= ctaid.x@A ctaid.x@B)))
 (and $x3456 $x3455 $x3137)))))
(assert
 (let (($x126 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x133 (not $x126)))
(let (($x404 (or $x133 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x405 (not $x404)))
(let (($x416 (or $x405 (not (or $x133 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x392 (= param!power (_ bv1 32))))
(let (($x420 (and $x392 $x416)))
(or $x420 $x420 $x420 $x420 $x420)))))))))
(check-sat)
