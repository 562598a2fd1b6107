; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!positions () (_ BitVec 64))
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549695 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551595 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073709527039 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv24 32)))
(assert
 (bvult tid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (let ((?x241 (mem!positions!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x241) (bvule ?x241 (_ bv255 32)))))
(assert
 (let ((?x335 (concat (_ bv0 31) ((_ extract 30 0) tid.x@A) (_ bv0 1))))
(let ((?x332 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x333 (bvmul (_ bv192 63) ?x332)))
(let ((?x325 (concat (_ bv0 31) tid.y@A)))
(let ((?x326 (bvmul (_ bv64 63) ?x325)))
(let ((?x336 (bvadd ?x326 ?x333 ?x335)))
(let ((?x337 (concat ?x336 (_ bv0 1))))
(let ((?x331 (bvadd base!x ?x337)))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x498 (and $x231 (or (not (bvule ?x337 (_ bv1916 64))) (and (distinct (bvand ?x331 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x237 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x240 (bvmul (_ bv4 64) ?x237)))
(let ((?x258 (mem!positions!32 ?x240)))
(let ((?x283 (concat (_ bv0 30) ?x258)))
(let ((?x284 (bvmul (_ bv24 62) ?x283)))
(let ((?x277 (concat (_ bv0 30) tid.x@A)))
(let ((?x285 (bvadd ?x277 ?x284)))
(let ((?x286 (concat ?x285 (_ bv0 2))))
(let ((?x289 (bvadd base!sin_tab ?x286)))
(let (($x883 (not (bvule ?x286 (_ bv24572 64)))))
(let (($x652 (and $x231 (or $x883 (and (distinct (bvand ?x289 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x215 (and $x231 (or $x883 (and (distinct (bvand (bvadd base!cos_tab ?x286) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x387 (or (not (bvule ?x240 (_ bv16 64))) (and (distinct (bvand (bvadd base!positions ?x240) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x681 (and $x231 $x387)))
(or $x681 $x215 $x652 $x498 $x498))))))))))))))))))))))))))
(check-sat)
