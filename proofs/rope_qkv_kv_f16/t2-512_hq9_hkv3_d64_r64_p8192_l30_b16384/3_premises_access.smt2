; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(declare-fun base!qkv () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!slots () (_ BitVec 64))
(declare-fun base!q_out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
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
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult tid.y@A (_ bv15 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!T)))
 (bvult ctaid.x@A ?x73)))
(assert
 (let ((?x380 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))
 (let ((?x371 (bvadd ?x380 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x371)) ?x371))))
(assert
 (let (($x113 (= ((_ extract 31 4) tid.y@A) (_ bv0 28))))
(let (($x121 (not $x113)))
(let (($x406 (or $x121 (bvule (_ bv9 4) ((_ extract 3 0) tid.y@A)))))
(let (($x343 (= param!power (_ bv1 32))))
(let (($x400 (and $x343 (not $x406))))
(let (($x420 (bvule (_ bv262144 19) (ite $x400 (_ bv0 19) ((_ extract 18 0) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2))))))))
(let (($x394 (or (= ((_ extract 31 19) (mem!slots!32 (concat (_ bv0 30) ctaid.x@A (_ bv0 2)))) (_ bv0 13)) $x400)))
(let (($x458 (and $x343 $x406 (not (or (not $x394) $x420)))))
(let (($x416 (and $x343 $x406)))
(let ((?x115 ((_ extract 3 0) tid.y@A)))
(let (($x361 (bvule (_ bv12 4) ?x115)))
(let (($x98 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x105 (not $x98)))
(let ((?x100 ((_ extract 5 0) tid.x@A)))
(let (($x104 (bvule (_ bv32 6) ?x100)))
(let (($x367 (and $x343 (not (or $x104 $x105 $x121 $x361)))))
(or $x367 $x367 $x367 $x416 $x343 $x458 $x400))))))))))))))))))
(check-sat)
