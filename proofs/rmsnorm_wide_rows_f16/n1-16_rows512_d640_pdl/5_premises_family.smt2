; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!n_out () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!n_out) (bvule size!n_out (_ bv16 64))))
(check-sat)
