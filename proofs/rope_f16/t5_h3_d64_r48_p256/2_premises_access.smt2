; benchmark generated from python API
(set-info :status unknown)
(declare-fun param!power () (_ BitVec 32))
(assert
 (= param!power (_ bv1 32)))
(check-sat)
