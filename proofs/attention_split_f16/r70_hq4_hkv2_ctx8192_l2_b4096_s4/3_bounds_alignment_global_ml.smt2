; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!ml () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (_ bv18446744073709542655 64)))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x2689 (concat (_ bv0 29) ctaid.z@A)))
(let ((?x2625 (bvmul (_ bv16 61) ?x2689)))
(let ((?x2001 (concat (_ bv0 29) ctaid.y@A)))
(let ((?x2702 (bvmul (_ bv4 61) ?x2001)))
(let ((?x2731 (concat (_ bv0 29) ctaid.x@A)))
(let ((?x2847 (bvadd ?x2731 ?x2702 ?x2625)))
(let ((?x2820 (concat ?x2847 (_ bv0 3))))
(let ((?x2696 (bvadd (_ bv4 64) base!ml ?x2820)))
(let (($x13969 (or (not (bvule (concat ?x2847 (_ bv4 3)) (_ bv8956 64))) (and (distinct (bvand ?x2696 (_ bv3 64)) (_ bv0 64)) true))))
(let (($x22009 (= tid.x@A (_ bv0 32))))
(let (($x279 (= param!power (_ bv1 32))))
(let (($x21898 (and $x279 $x22009)))
(let (($x13835 (and $x21898 $x13969)))
(let (($x13446 (or (not (bvule ?x2820 (_ bv8956 64))) (and (distinct (bvand (bvadd base!ml ?x2820) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x13952 (and $x21898 $x13446)))
(or $x13952 $x13835)))))))))))))))))
(check-sat)
