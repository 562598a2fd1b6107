; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(assert
 (and (bvule (_ bv1 64) size!B) (bvule size!B (_ bv16 64))))
(check-sat)
