; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!acc () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (_ bv18446744073709264895 64)))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x2547 (concat (_ bv0 24) ctaid.z@A)))
(let ((?x2615 (bvmul (_ bv16 56) ?x2547)))
(let ((?x2636 (concat (_ bv0 24) ctaid.y@A)))
(let ((?x2635 (bvmul (_ bv4 56) ?x2636)))
(let ((?x1964 (concat (_ bv0 24) ctaid.x@A)))
(let ((?x2407 (concat (_ bv0 30) tid.x@A)))
(let ((?x2550 (concat (bvadd ?x2407 (concat (bvadd ?x1964 ?x2635 ?x2615) (_ bv0 6))) (_ bv0 2))))
(let ((?x2627 (bvadd base!acc ?x2550)))
(let ((?x21901 ((_ extract 31 6) tid.x@A)))
(let (($x2418 (= ?x21901 (_ bv0 26))))
(let (($x279 (= param!power (_ bv1 32))))
(let (($x2941 (and $x279 $x2418)))
(let (($x13939 (and $x2941 (or (not (bvule ?x2550 (_ bv286716 64))) (and (distinct (bvand ?x2627 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x13939)))))))))))))))
(check-sat)
