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
 (bvule base!src (_ bv18446744073531293695 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073374007295 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv655360 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x243 (concat (_ bv0 32) ?x188)))
(let ((?x227 (bvmul (_ bv2 64) ?x243)))
(let ((?x250 (bvadd base!dst ?x227)))
(let (($x206 (bvule (_ bv167772160 28) (bvadd ((_ extract 27 0) tid.x@A) (bvmul (_ bv256 28) ((_ extract 27 0) ctaid.x@A))))))
(let (($x211 (not (or (not (= ((_ extract 31 28) ?x188) (_ bv0 4))) $x206))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x41 (and $x212 (or (not (bvule ?x227 (_ bv335544318 64))) (and (distinct (bvand ?x250 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x217 ((_ extract 31 5) ?x188)))
(let ((?x218 (concat (_ bv0 5) ?x217)))
(let ((?x219 (bvmul (_ bv34 32) ?x218)))
(let ((?x220 (concat (_ bv0 32) ?x219)))
(let ((?x239 ((_ extract 4 0) tid.x@A)))
(let ((?x255 (concat (_ bv0 59) ?x239)))
(let ((?x235 (bvadd (_ bv2 64) base!src ?x255 ?x220)))
(let (($x111 (or (not (bvule (bvadd (_ bv2 64) ?x255 ?x220) (_ bv178257919 64))) (and (distinct (bvand ?x235 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x302 (and $x212 $x111)))
(let (($x54 (or (not (bvule ?x220 (_ bv178257918 64))) (and (distinct (bvand (bvadd base!src ?x220) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x66 (and $x212 $x54)))
(or $x66 $x302 $x41)))))))))))))))))))))))
(check-sat)
