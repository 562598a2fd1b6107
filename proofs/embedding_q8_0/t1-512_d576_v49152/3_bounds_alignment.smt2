; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(declare-fun base!table () (_ BitVec 64))
(declare-fun base!ids () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun mem!ids!32 ((_ BitVec 64)) (_ BitVec 32))
(assert
 (and (bvule (_ bv1 64) size!T) (bvule size!T (_ bv512 64))))
(assert
 (= (bvand base!table (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!table (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!table (_ bv0 64)) true))
(assert
 (= (bvand base!ids (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ids (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!T))))
(assert
 (and (distinct base!ids (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!T))))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x50 ((_ extract 31 0) size!T)))
 (bvult ctaid.y@A ?x50)))
(assert
 (let ((?x371 (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@A)) (concat (_ bv0 31) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
(let ((?x372 (concat ?x371 (_ bv0 1))))
(let ((?x374 (bvadd base!out ?x372)))
(let (($x813 (or (bvult (bvmul (_ bv1152 64) size!T) (_ bv2 64)) (not (bvule ?x372 (bvsub (bvmul (_ bv1152 64) size!T) (_ bv2 64)))))))
(let (($x265 (bvule (_ bv576 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x267 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x265)))
(let (($x270 (not $x267)))
(let (($x243 (= param!power (_ bv1 32))))
(let (($x271 (and $x243 $x270)))
(let (($x519 (and $x271 (or $x813 (and (distinct (bvand ?x374 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x319 (concat (_ bv0 5) ((_ extract 31 5) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
(let ((?x320 (bvmul (_ bv34 32) ?x319)))
(let ((?x321 (concat (_ bv0 32) ?x320)))
(let ((?x259 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x257 (bvmul (_ bv4 64) ?x259)))
(let ((?x275 (mem!ids!32 ?x257)))
(let ((?x309 (concat (_ bv0 32) ?x275)))
(let ((?x316 (bvmul (_ bv612 64) ?x309)))
(let ((?x337 (bvadd base!table ?x316 ?x321)))
(let (($x810 (or (not (bvule (bvadd ?x316 ?x321) (_ bv30081022 64))) (and (distinct (bvand ?x337 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x289 (not (or (not (= ((_ extract 31 16) ?x275) (_ bv0 16))) (bvule (_ bv49152 16) ((_ extract 15 0) ?x275))))))
(let (($x290 (and $x243 $x270 $x289)))
(let (($x508 (and $x290 $x810)))
(let ((?x333 ((_ extract 4 0) tid.x@A)))
(let ((?x345 (concat (_ bv0 27) ?x333)))
(let ((?x346 (bvadd (_ bv2 32) ?x345)))
(let ((?x347 (concat (_ bv0 32) ?x346)))
(let ((?x343 (bvadd base!table ?x347 ?x316 ?x321)))
(let (($x574 (or (not (bvule (bvadd ?x347 ?x316 ?x321) (_ bv30081023 64))) (and (distinct (bvand ?x343 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x580 (and $x290 $x574)))
(let (($x145 (or (bvult (bvmul (_ bv4 64) size!T) (_ bv4 64)) (not (bvule ?x257 (bvsub (bvmul (_ bv4 64) size!T) (_ bv4 64)))))))
(let (($x431 (and $x271 (or $x145 (and (distinct (bvand (bvadd base!ids ?x257) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x431 $x580 $x508 $x519))))))))))))))))))))))))))))))))))
(check-sat)
