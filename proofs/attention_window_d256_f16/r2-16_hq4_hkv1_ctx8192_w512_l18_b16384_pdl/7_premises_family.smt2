; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(assert
 (and (bvule (_ bv2 64) size!R) (bvule size!R (_ bv16 64))))
(check-sat)
