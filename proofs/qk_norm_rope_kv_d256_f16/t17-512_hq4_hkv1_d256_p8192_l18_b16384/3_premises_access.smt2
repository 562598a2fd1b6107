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
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (let ((?x409 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A))))
 (let ((?x407 (bvadd ?x409 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x407)) ?x407))))
(assert
 (let (($x126 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x133 (not $x126)))
(let (($x404 (or $x133 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x405 (not $x404)))
(let (($x416 (or $x405 (not (or $x133 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x392 (= param!power (_ bv1 32))))
(let (($x668 (and $x392 $x416 $x405)))
(let (($x595 (and $x392 $x405)))
(let ((?x475 (ite $x595 (_ bv0 19) ((_ extract 18 0) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)))))))
(let (($x548 (= ((_ extract 31 19) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)))) (_ bv0 13))))
(let (($x463 (not (or (not (or $x548 $x595)) (bvule (_ bv262144 19) ?x475)))))
(let (($x799 (and $x392 $x416 $x404 $x463)))
(let (($x420 (and $x392 $x416)))
(let (($x437 (and $x392 (not $x416) $x463)))
(let (($x597 (and $x392 $x404)))
(or $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x597 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x437 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x420 $x799 $x799 $x799 $x799 $x799 $x799 $x799 $x799 $x668 $x668 $x668 $x668 $x668 $x668 $x668 $x668)))))))))))))))))
(check-sat)
