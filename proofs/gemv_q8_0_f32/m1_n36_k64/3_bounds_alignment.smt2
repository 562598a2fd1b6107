; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709551487 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549167 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551471 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let ((?x366 ((_ extract 29 0) ctaid.y@A)))
(let ((?x661 (concat (_ bv0 30) ?x366 (_ bv0 2))))
(let ((?x662 (bvmul (_ bv36 62) ?x661)))
(let ((?x666 (concat (bvadd ?x662 (concat (_ bv0 30) ?x228)) (_ bv0 2))))
(let ((?x643 (bvadd base!y ?x666)))
(let (($x334 (= ?x366 (_ bv0 30))))
(let ((?x378 ((_ extract 4 0) tid.x@A)))
(let (($x640 (= ?x378 (_ bv0 5))))
(let ((?x108 ((_ extract 3 0) ctaid.x@A)))
(let ((?x241 (concat ?x108 (_ bv0 2))))
(let ((?x240 ((_ extract 10 5) tid.x@A)))
(let ((?x242 (bvadd ?x240 ?x241)))
(let (($x243 (bvule (_ bv36 6) ?x242)))
(let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x623 (and $x207 $x248 $x640 $x334)))
(let (($x148 (and $x623 (or (not (bvule ?x666 (_ bv140 64))) (and (distinct (bvand ?x643 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x410 (concat (_ bv0 56) ?x378 (_ bv0 2))))
(let ((?x406 (concat (_ bv0 31) ?x366 (_ bv0 2))))
(let ((?x407 (bvmul (_ bv64 63) ?x406)))
(let ((?x411 (bvadd ?x407 ?x410)))
(let ((?x412 (concat ?x411 (_ bv0 1))))
(let ((?x395 (bvadd base!x ?x412)))
(let (($x316 (not (bvule (_ bv2 2) ((_ extract 4 3) tid.x@A)))))
(let (($x294 (and $x207 $x248 $x316 $x334)))
(let (($x335 (and $x294 (or (not (bvule ?x412 (_ bv120 64))) (and (distinct (bvand ?x395 (_ bv7 64)) (_ bv0 64)) true)))))
(let ((?x347 ((_ extract 2 0) tid.x@A)))
(let ((?x359 (concat (_ bv0 59) ?x347 (_ bv0 2))))
(let ((?x311 (bvmul (_ bv68 64) (concat (_ bv0 32) ?x228))))
(let ((?x296 ((_ extract 4 3) tid.x@A)))
(let ((?x322 (concat (_ bv0 30) ?x296)))
(let ((?x323 (bvmul (_ bv34 32) ?x322)))
(let ((?x324 (concat (_ bv0 32) ?x323)))
(let ((?x376 (bvadd (_ bv4 64) base!w ?x324 ?x311 ?x359)))
(let (($x426 (or (not (bvule (bvadd (_ bv4 64) ?x324 ?x311 ?x359) (_ bv2446 64))) (and (distinct (bvand ?x376 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x317 (and $x207 $x248 $x316)))
(let (($x356 (and $x317 $x426)))
(let (($x2249 (or (not (bvule (bvadd (_ bv2 64) ?x324 ?x311 ?x359) (_ bv2446 64))) (and (distinct (bvand (bvadd (_ bv2 64) base!w ?x324 ?x311 ?x359) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x2244 (and $x317 $x2249)))
(let (($x1430 (or (not (bvule (bvadd ?x324 ?x311) (_ bv2446 64))) (and (distinct (bvand (bvadd base!w ?x324 ?x311) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x1467 (and $x317 $x1430)))
(or $x1467 $x2244 $x356 $x335 $x148))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
