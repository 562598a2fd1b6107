; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!n_out () (_ BitVec 64))
(assert
 (and (bvule (_ bv17 64) size!n_out) (bvule size!n_out (_ bv64 64))))
(check-sat)
