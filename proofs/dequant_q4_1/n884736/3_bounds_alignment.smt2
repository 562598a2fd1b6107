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
 (bvule base!src (_ bv18446744073708998655 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073707782143 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv3456 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x256 (concat (_ bv0 32) ?x188)))
(let ((?x236 (bvmul (_ bv2 64) ?x256)))
(let ((?x242 (bvadd base!dst ?x236)))
(let (($x206 (bvule (_ bv884736 20) (bvadd ((_ extract 19 0) tid.x@A) (bvmul (_ bv256 20) ((_ extract 19 0) ctaid.x@A))))))
(let (($x211 (not (or (not (= ((_ extract 31 20) ?x188) (_ bv0 12))) $x206))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x356 (and $x212 (or (not (bvule ?x236 (_ bv1769470 64))) (and (distinct (bvand ?x242 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x218 (concat (_ bv0 5) ((_ extract 31 5) ?x188))))
(let ((?x219 (bvmul (_ bv20 32) ?x218)))
(let ((?x220 (concat (_ bv0 32) ?x219)))
(let ((?x245 ((_ extract 3 0) tid.x@A)))
(let ((?x262 (concat (_ bv0 60) ?x245)))
(let ((?x251 (bvadd (_ bv4 64) base!src ?x262 ?x220)))
(let (($x311 (or (not (bvule (bvadd (_ bv4 64) ?x262 ?x220) (_ bv552959 64))) (and (distinct (bvand ?x251 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x625 (and $x212 $x311)))
(let (($x623 (or (not (bvule (bvadd (_ bv2 64) ?x220) (_ bv552958 64))) (and (distinct (bvand (bvadd (_ bv2 64) base!src ?x220) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x624 (and $x212 $x623)))
(let (($x363 (or (not (bvule ?x220 (_ bv552958 64))) (and (distinct (bvand (bvadd base!src ?x220) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x107 (and $x212 $x363)))
(or $x107 $x624 $x625 $x356))))))))))))))))))))))))
(check-sat)
