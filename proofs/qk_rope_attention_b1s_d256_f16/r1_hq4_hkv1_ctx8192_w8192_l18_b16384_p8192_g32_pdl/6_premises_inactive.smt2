; benchmark generated from python API
(set-info :status unknown)
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(check-sat)
