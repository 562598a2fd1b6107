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
 (bvule base!y (_ bv18446744073709551543 64)))
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
(let ((?x406 (concat (_ bv0 31) ?x366 (_ bv0 2))))
(let ((?x658 (bvmul (_ bv36 63) ?x406)))
(let ((?x662 (concat (bvadd ?x658 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
(let ((?x631 (bvadd base!y ?x662)))
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
(let (($x132 (and $x623 (or (not (bvule ?x662 (_ bv70 64))) (and (distinct (bvand ?x631 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x410 (concat (_ bv0 56) ?x378 (_ bv0 2))))
(let ((?x407 (bvmul (_ bv64 63) ?x406)))
(let ((?x411 (bvadd ?x407 ?x410)))
(let ((?x412 (concat ?x411 (_ bv0 1))))
(let ((?x395 (bvadd base!x ?x412)))
(let (($x316 (not (bvule (_ bv2 2) ((_ extract 4 3) tid.x@A)))))
(let (($x294 (and $x207 $x248 $x316 $x334)))
(let (($x2226 (and $x294 (or (not (bvule ?x412 (_ bv120 64))) (and (distinct (bvand ?x395 (_ bv7 64)) (_ bv0 64)) true)))))
(let ((?x347 ((_ extract 2 0) tid.x@A)))
(let ((?x359 (concat (_ bv0 59) ?x347 (_ bv0 2))))
(let ((?x311 (bvmul (_ bv68 64) (concat (_ bv0 32) ?x228))))
(let ((?x296 ((_ extract 4 3) tid.x@A)))
(let ((?x322 (concat (_ bv0 30) ?x296)))
(let ((?x323 (bvmul (_ bv34 32) ?x322)))
(let ((?x324 (concat (_ bv0 32) ?x323)))
(let ((?x376 (bvadd (_ bv4 64) base!w ?x324 ?x311 ?x359)))
(let (($x1248 (or (not (bvule (bvadd (_ bv4 64) ?x324 ?x311 ?x359) (_ bv2446 64))) (and (distinct (bvand ?x376 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x317 (and $x207 $x248 $x316)))
(let (($x216 (and $x317 $x1248)))
(let (($x2230 (or (not (bvule (bvadd (_ bv2 64) ?x324 ?x311 ?x359) (_ bv2446 64))) (and (distinct (bvand (bvadd (_ bv2 64) base!w ?x324 ?x311 ?x359) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x2225 (and $x317 $x2230)))
(let (($x1410 (or (not (bvule (bvadd ?x324 ?x311) (_ bv2446 64))) (and (distinct (bvand (bvadd base!w ?x324 ?x311) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x1454 (and $x317 $x1410)))
(or $x1454 $x2225 $x216 $x2226 $x132)))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
