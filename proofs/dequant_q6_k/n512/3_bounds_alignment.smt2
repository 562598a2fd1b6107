; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!src () (_ BitVec 64))
(declare-fun base!dst () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!src (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!src (_ bv18446744073709551195 64)))
(assert
 (and (distinct base!src (_ bv0 64)) true))
(assert
 (= (bvand base!dst (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!dst (_ bv18446744073709550591 64)))
(assert
 (and (distinct base!dst (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x245 (concat (_ bv0 32) ?x188)))
(let ((?x239 (bvmul (_ bv2 64) ?x245)))
(let ((?x369 (bvadd base!dst ?x239)))
(let ((?x201 ((_ extract 9 0) ctaid.x@A)))
(let ((?x204 (bvmul (_ bv256 10) ?x201)))
(let ((?x197 ((_ extract 9 0) tid.x@A)))
(let ((?x205 (bvadd ?x197 ?x204)))
(let (($x211 (not (or (not (= ((_ extract 31 10) ?x188) (_ bv0 22))) (bvule (_ bv512 10) ?x205)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x399 (and $x212 (or (not (bvule ?x239 (_ bv1022 64))) (and (distinct (bvand ?x369 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x317 (concat (_ bv0 8) ((_ extract 31 8) ?x188))))
(let ((?x318 (bvmul (_ bv210 32) ?x317)))
(let ((?x319 (concat (_ bv0 32) ?x318)))
(let ((?x258 (bvadd (_ bv208 64) base!src ?x319)))
(let (($x36 (or (not (bvule (bvadd (_ bv208 64) ?x319) (_ bv418 64))) (and (distinct (bvand ?x258 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x35 (and $x212 $x36)))
(let ((?x352 ((_ extract 4 4) tid.x@A)))
(let ((?x387 ((_ extract 7 5) ?x188)))
(let ((?x404 (concat (_ bv12 60) ?x387 ?x352)))
(let ((?x338 (bvadd base!src ?x319 ?x404)))
(let (($x165 (or (not (bvule (bvadd ?x319 ?x404) (_ bv419 64))) (and (distinct (bvand ?x338 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x151 (and $x212 $x165)))
(let ((?x264 ((_ extract 4 0) tid.x@A)))
(let ((?x231 ((_ extract 7 7) ?x188)))
(let ((?x324 (concat (_ bv2 58) ?x231 ?x264)))
(let ((?x298 (bvadd base!src ?x319 ?x324)))
(let (($x134 (or (not (bvule (bvadd ?x319 ?x324) (_ bv419 64))) (and (distinct (bvand ?x298 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x141 (and $x212 $x134)))
(let ((?x290 ((_ extract 5 5) ?x188)))
(let ((?x313 (concat (_ bv0 57) ?x231 ?x290 ?x264)))
(let ((?x235 (bvadd base!src ?x319 ?x313)))
(let (($x51 (or (not (bvule (bvadd ?x319 ?x313) (_ bv419 64))) (and (distinct (bvand ?x235 (_ bv0 64)) (_ bv0 64)) true))))
(let (($x102 (and $x212 $x51)))
(or $x102 $x141 $x151 $x35 $x399))))))))))))))))))))))))))))))))))))))
(check-sat)
