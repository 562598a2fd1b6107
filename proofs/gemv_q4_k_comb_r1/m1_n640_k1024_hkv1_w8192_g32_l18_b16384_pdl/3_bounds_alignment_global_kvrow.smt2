; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!kvrow () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!kvrow (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kvrow (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!kvrow (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (let (($x166 (and (distinct (bvand (bvadd base!kvrow (bvmul (_ bv16 64) (concat (_ bv0 32) tid.x@A))) (_ bv15 64)) (_ bv0 64)) true)))
(let (($x546 (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A))))
(let (($x527 (bvule (_ bv262144 19) ((_ extract 18 0) (mem!slots!32 (_ bv0 64))))))
(let (($x557 (= ((_ extract 31 19) (mem!slots!32 (_ bv0 64))) (_ bv0 13))))
(let (($x519 (not $x557)))
(let (($x554 (or $x519 $x527 (not (= ctaid.x@A (_ bv0 32))) $x546 (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))))))
(let (($x565 (not $x554)))
(let (($x321 (= param!power (_ bv1 32))))
(let (($x566 (and $x321 $x565)))
(let (($x1339 (and $x566 (or (not (bvule (bvmul (_ bv16 64) (concat (_ bv0 32) tid.x@A)) (_ bv1008 64))) $x166))))
(or $x1339))))))))))))
(check-sat)
