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
 (bvule base!table (_ bv18446744073531293695 64)))
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
 (bvule base!out (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!T))))
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
 (let ((?x376 (bvadd (bvmul (_ bv640 62) (concat (_ bv0 30) ctaid.y@A)) (concat (_ bv0 30) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))))
(let ((?x377 (concat ?x376 (_ bv0 2))))
(let ((?x363 (bvadd base!out ?x377)))
(let (($x421 (or (bvult (bvmul (_ bv2560 64) size!T) (_ bv4 64)) (not (bvule ?x377 (bvsub (bvmul (_ bv2560 64) size!T) (_ bv4 64)))))))
(let (($x266 (bvule (_ bv640 10) (bvadd ((_ extract 9 0) tid.x@A) (bvmul (_ bv256 10) ((_ extract 9 0) ctaid.x@A))))))
(let (($x268 (or (not (= ((_ extract 31 10) (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))) (_ bv0 22))) $x266)))
(let (($x271 (not $x268)))
(let (($x244 (= param!power (_ bv1 32))))
(let (($x272 (and $x244 $x271)))
(let (($x658 (and $x272 (or $x421 (and (distinct (bvand ?x363 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x248 (bvadd tid.x@A (bvmul (_ bv256 32) ctaid.x@A))))
(let ((?x319 ((_ extract 31 5) ?x248)))
(let ((?x320 (concat (_ bv0 5) ?x319)))
(let ((?x321 (bvmul (_ bv34 32) ?x320)))
(let ((?x322 (concat (_ bv0 32) ?x321)))
(let ((?x258 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x252 (bvmul (_ bv4 64) ?x258)))
(let ((?x276 (mem!ids!32 ?x252)))
(let ((?x310 (concat (_ bv0 32) ?x276)))
(let ((?x317 (bvmul (_ bv680 64) ?x310)))
(let ((?x341 (bvadd base!table ?x317 ?x322)))
(let (($x220 (or (not (bvule (bvadd ?x317 ?x322) (_ bv178257918 64))) (and (distinct (bvand ?x341 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x290 (not (or (not (= ((_ extract 31 19) ?x276) (_ bv0 13))) (bvule (_ bv262144 19) ((_ extract 18 0) ?x276))))))
(let (($x291 (and $x244 $x271 $x290)))
(let (($x642 (and $x291 $x220)))
(let ((?x334 ((_ extract 4 0) tid.x@A)))
(let ((?x346 (concat (_ bv0 27) ?x334)))
(let ((?x347 (bvadd (_ bv2 32) ?x346)))
(let ((?x348 (concat (_ bv0 32) ?x347)))
(let ((?x327 (bvadd base!table ?x348 ?x317 ?x322)))
(let (($x480 (or (not (bvule (bvadd ?x348 ?x317 ?x322) (_ bv178257919 64))) (and (distinct (bvand ?x327 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x482 (and $x291 $x480)))
(let (($x113 (or (bvult (bvmul (_ bv4 64) size!T) (_ bv4 64)) (not (bvule ?x252 (bvsub (bvmul (_ bv4 64) size!T) (_ bv4 64)))))))
(let (($x648 (and $x272 (or $x113 (and (distinct (bvand (bvadd base!ids ?x252) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x648 $x482 $x642 $x658))))))))))))))))))))))))))))))))))))
(check-sat)
