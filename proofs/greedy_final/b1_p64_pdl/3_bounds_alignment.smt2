; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!part () (_ BitVec 64))
(declare-fun base!tokens () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun v14@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!part (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!part (_ bv18446744073709551103 64)))
(assert
 (and (distinct base!part (_ bv0 64)) true))
(assert
 (= (bvand base!tokens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!tokens (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!tokens (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvule v14@A (_ bv1 64)))
(assert
 (let ((?x327 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x330 (bvmul (_ bv4 64) ?x327)))
(let ((?x328 (bvadd base!tokens ?x330)))
(let (($x305 (= tid.x@A (_ bv0 32))))
(let (($x181 (= param!power (_ bv1 32))))
(let (($x293 (and $x181 $x305)))
(let (($x413 (and $x293 (or (not (bvule ?x330 (_ bv0 64))) (and (distinct (bvand ?x328 (_ bv3 64)) (_ bv0 64)) true)))))
(let ((?x210 (bvmul (_ bv32 32) ((_ extract 31 0) v14@A))))
(let ((?x268 (bvadd tid.x@A ?x210)))
(let ((?x314 (concat (_ bv0 29) ?x268)))
(let ((?x257 (concat (_ bv0 29) ctaid.x@A)))
(let ((?x258 (bvmul (_ bv64 61) ?x257)))
(let ((?x315 (bvadd ?x258 ?x314)))
(let ((?x316 (concat ?x315 (_ bv0 3))))
(let ((?x307 (bvadd base!part ?x316)))
(let (($x286 (or (not (= ((_ extract 31 7) ?x268) (_ bv0 25))) (bvule (_ bv64 7) (bvadd ((_ extract 6 0) tid.x@A) (bvmul (_ bv32 7) ((_ extract 6 0) v14@A)))))))
(let (($x289 (not $x286)))
(let (($x290 (and $x181 $x289)))
(let (($x775 (and $x290 (or (not (bvule ?x316 (_ bv504 64))) (and (distinct (bvand ?x307 (_ bv7 64)) (_ bv0 64)) true)))))
(or $x775 $x413)))))))))))))))))))))
(check-sat)
