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
 (bvule base!x (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x964 (bvadd (_ bv256 32) tid.x@A)))
(let ((?x982 (concat (_ bv0 31) ?x964)))
(let ((?x268 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x269 (bvmul (_ bv300 63) ?x268)))
(let ((?x983 (bvadd ?x269 ?x982)))
(let ((?x984 (concat ?x983 (_ bv0 1))))
(let ((?x1128 (bvadd base!y ?x984)))
(let (($x525 (not (bvule ?x984 (_ bv1798 64)))))
(let (($x957 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A)))))
(let (($x961 (not (and (bvule tid.x@A (_ bv4294967039 32)) $x957))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x962 (and $x207 $x961)))
(let (($x375 (and $x962 (or $x525 (and (distinct (bvand ?x1128 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x439 (and (distinct (bvand (bvadd base!w (bvmul (_ bv4 64) (concat (_ bv0 32) ?x964))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x548 (and $x962 (or (not (bvule (bvmul (_ bv4 64) (concat (_ bv0 32) ?x964)) (_ bv1196 64))) $x439))))
(let (($x373 (and $x962 (or $x525 (and (distinct (bvand (bvadd base!x ?x984) (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x262 (concat (_ bv0 31) tid.x@A)))
(let ((?x270 (bvadd ?x262 ?x269)))
(let ((?x271 (concat ?x270 (_ bv0 1))))
(let ((?x1064 (bvadd base!y ?x271)))
(let (($x557 (not (bvule ?x271 (_ bv1798 64)))))
(let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x68 (not $x61)))
(let (($x238 (not (or $x68 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A))))))
(let (($x239 (and $x207 $x238)))
(let (($x157 (and $x239 (or $x557 (and (distinct (bvand ?x1064 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x53 (and (distinct (bvand (bvadd base!w (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x438 (and $x239 (or (not (bvule (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A)) (_ bv1196 64))) $x53))))
(let (($x359 (and $x239 (or $x557 (and (distinct (bvand (bvadd base!x ?x271) (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x148 (and $x207 (or (not (bvule (_ bv28 64) (_ bv28 64))) (and (distinct (bvand (_ bv28 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x411 (and $x207 (or (not (bvule (_ bv24 64) (_ bv28 64))) (and (distinct (bvand (_ bv24 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x520 (and $x207 (or (not (bvule (_ bv20 64) (_ bv28 64))) (and (distinct (bvand (_ bv20 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x510 (and $x207 (or (not (bvule (_ bv16 64) (_ bv28 64))) (and (distinct (bvand (_ bv16 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x500 (and $x207 (or (not (bvule (_ bv12 64) (_ bv28 64))) (and (distinct (bvand (_ bv12 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x142 (and $x207 (or (not (bvule (_ bv8 64) (_ bv28 64))) (and (distinct (bvand (_ bv8 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x191 (and $x207 (or (not (bvule (_ bv4 64) (_ bv28 64))) (and (distinct (bvand (_ bv4 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x334 (and $x207 (or (not (bvule (_ bv0 64) (_ bv28 64))) (and (distinct (bvand (_ bv0 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x451 (or (not (bvule (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2)) (_ bv28 64))) (and (distinct (bvand (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2)) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x1020 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1024 (and $x207 $x1020)))
(let (($x105 (and $x1024 $x451)))
(or $x359 $x373 $x105 $x334 $x191 $x142 $x500 $x510 $x520 $x411 $x148 $x359 $x438 $x157 $x373 $x548 $x375)))))))))))))))))))))))))))))))))))))))))))
(check-sat)
