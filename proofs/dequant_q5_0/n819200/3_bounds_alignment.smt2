; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073708988415 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073707913215 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3200 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x256 (concat (_ bv0 32) ?x188)))
(let ((?x243 (bvmul (_ bv2 64) ?x256)))
(let ((?x264 (bvadd base!dst ?x243)))
(let (($x206 (bvule (_ bv819200 20) (bvadd ((_ extract 19 0) tid.x@A) (bvmul (_ bv256 20) ((_ extract 19 0) ctaid.x@A))))))
(let (($x211 (not (or (not (= ((_ extract 31 20) ?x188) (_ bv0 12))) $x206))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x839 (and $x212 (or (not (bvule ?x243 (_ bv1638398 64))) (and (distinct (bvand ?x264 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x218 (concat (_ bv0 5) ((_ extract 31 5) ?x188))))
(let ((?x219 (bvmul (_ bv22 32) ?x218)))
(let ((?x220 (concat (_ bv0 32) ?x219)))
(let ((?x267 ((_ extract 3 0) tid.x@A)))
(let ((?x281 (concat (_ bv0 60) ?x267)))
(let ((?x246 (bvadd (_ bv6 64) base!src ?x281 ?x220)))
(let (($x508 (or (not (bvule (bvadd (_ bv6 64) ?x281 ?x220) (_ bv563199 64))) (and (distinct (bvand ?x246 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x49 (and $x212 $x508)))
(let ((?x261 ((_ extract 4 3) tid.x@A)))
(let ((?x269 (concat (_ bv0 62) ?x261)))
(let ((?x236 (bvadd (_ bv2 64) base!src ?x269 ?x220)))
(let (($x140 (or (not (bvule (bvadd (_ bv2 64) ?x269 ?x220) (_ bv563199 64))) (and (distinct (bvand ?x236 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x367 (and $x212 $x140)))
(let (($x76 (or (not (bvule ?x220 (_ bv563198 64))) (and (distinct (bvand (bvadd base!src ?x220) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x85 (and $x212 $x76)))
(or $x85 $x367 $x49 $x839)))))))))))))))))))))))))))
(check-sat)
