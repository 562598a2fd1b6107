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
 (bvule base!src (_ bv18446744073707749375 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073704308735 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv10240 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x256 (concat (_ bv0 32) ?x188)))
(let ((?x243 (bvmul (_ bv2 64) ?x256)))
(let ((?x264 (bvadd base!dst ?x243)))
(let (($x206 (bvule (_ bv2621440 22) (bvadd ((_ extract 21 0) tid.x@A) (bvmul (_ bv256 22) ((_ extract 21 0) ctaid.x@A))))))
(let (($x211 (not (or (not (= ((_ extract 31 22) ?x188) (_ bv0 10))) $x206))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x354 (and $x212 (or (not (bvule ?x243 (_ bv5242878 64))) (and (distinct (bvand ?x264 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x218 (concat (_ bv0 5) ((_ extract 31 5) ?x188))))
(let ((?x219 (bvmul (_ bv22 32) ?x218)))
(let ((?x220 (concat (_ bv0 32) ?x219)))
(let ((?x267 ((_ extract 3 0) tid.x@A)))
(let ((?x281 (concat (_ bv0 60) ?x267)))
(let ((?x246 (bvadd (_ bv6 64) base!src ?x281 ?x220)))
(let (($x146 (or (not (bvule (bvadd (_ bv6 64) ?x281 ?x220) (_ bv1802239 64))) (and (distinct (bvand ?x246 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x134 (and $x212 $x146)))
(let ((?x261 ((_ extract 4 3) tid.x@A)))
(let ((?x269 (concat (_ bv0 62) ?x261)))
(let ((?x236 (bvadd (_ bv2 64) base!src ?x269 ?x220)))
(let (($x855 (or (not (bvule (bvadd (_ bv2 64) ?x269 ?x220) (_ bv1802239 64))) (and (distinct (bvand ?x236 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x856 (and $x212 $x855)))
(let (($x127 (or (not (bvule ?x220 (_ bv1802238 64))) (and (distinct (bvand (bvadd base!src ?x220) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x153 (and $x212 $x127)))
(or $x153 $x856 $x134 $x354)))))))))))))))))))))))))))
(check-sat)
