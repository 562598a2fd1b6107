; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!slots () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (let (($x321 (= param!power (_ bv1 32))))
(let (($x1089 (and $x321 (or (not (bvule (_ bv0 64) (_ bv0 64))) (and (distinct (bvand base!slots (_ bv3 64)) (_ bv0 64)) true)))))
(or $x1089))))
(check-sat)
