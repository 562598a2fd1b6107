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
 (bvule base!src (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073708445695 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv2160 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x256 (concat (_ bv0 32) ?x188)))
(let ((?x236 (bvmul (_ bv2 64) ?x256)))
(let ((?x242 (bvadd base!dst ?x236)))
(let (($x206 (bvule (_ bv552960 20) (bvadd ((_ extract 19 0) tid.x@A) (bvmul (_ bv256 20) ((_ extract 19 0) ctaid.x@A))))))
(let (($x211 (not (or (not (= ((_ extract 31 20) ?x188) (_ bv0 12))) $x206))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x42 (and $x212 (or (not (bvule ?x236 (_ bv1105918 64))) (and (distinct (bvand ?x242 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x218 (concat (_ bv0 5) ((_ extract 31 5) ?x188))))
(let ((?x219 (bvmul (_ bv20 32) ?x218)))
(let ((?x220 (concat (_ bv0 32) ?x219)))
(let ((?x245 ((_ extract 3 0) tid.x@A)))
(let ((?x262 (concat (_ bv0 60) ?x245)))
(let ((?x251 (bvadd (_ bv4 64) base!src ?x262 ?x220)))
(let (($x120 (or (not (bvule (bvadd (_ bv4 64) ?x262 ?x220) (_ bv345599 64))) (and (distinct (bvand ?x251 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x114 (and $x212 $x120)))
(let (($x354 (or (not (bvule (bvadd (_ bv2 64) ?x220) (_ bv345598 64))) (and (distinct (bvand (bvadd (_ bv2 64) base!src ?x220) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x90 (and $x212 $x354)))
(let (($x110 (or (not (bvule ?x220 (_ bv345598 64))) (and (distinct (bvand (bvadd base!src ?x220) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x119 (and $x212 $x110)))
(or $x119 $x90 $x114 $x42))))))))))))))))))))))))
(check-sat)
