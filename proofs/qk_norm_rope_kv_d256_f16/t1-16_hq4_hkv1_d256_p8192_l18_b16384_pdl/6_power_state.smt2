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
 (bvult tid.y@A (_ bv6 32)))
(assert
 (let ((?x87 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@A ?x87)))
(assert
 (let ((?x410 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A))))
 (let ((?x408 (bvadd ?x410 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x408)) ?x408))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x127 (= ((_ extract 31 3) tid.y@A) (_ bv0 29))))
(let (($x134 (not $x127)))
(let (($x405 (or $x134 (bvule (_ bv4 3) ((_ extract 2 0) tid.y@A)))))
(let (($x406 (not $x405)))
(let (($x417 (or $x406 (not (or $x134 (bvule (_ bv5 3) ((_ extract 2 0) tid.y@A)))))))
(let (($x393 (= param!power (_ bv1 32))))
(let (($x683 (and $x393 $x417 $x406)))
(let (($x596 (and $x393 $x406)))
(let ((?x476 (ite $x596 (_ bv0 19) ((_ extract 18 0) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)))))))
(let (($x549 (= ((_ extract 31 19) (mem!slots!32 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)))) (_ bv0 13))))
(let (($x464 (not (or (not (or $x549 $x596)) (bvule (_ bv262144 19) ?x476)))))
(let (($x800 (and $x393 $x417 $x405 $x464)))
(let (($x438 (and $x393 (not $x417) $x464)))
(or $x438 $x438 $x438 $x438 $x438 $x438 $x438 $x438 $x800 $x800 $x800 $x800 $x800 $x800 $x800 $x800 $x683 $x683 $x683 $x683 $x683 $x683 $x683 $x683)))))))))))))))
(check-sat)
