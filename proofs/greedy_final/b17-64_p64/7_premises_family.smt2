; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!B () (_ BitVec 64))
(assert
 (and (bvule (_ bv17 64) size!B) (bvule size!B (_ bv64 64))))
(check-sat)
