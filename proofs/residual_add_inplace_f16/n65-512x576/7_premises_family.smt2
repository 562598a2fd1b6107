; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!rows () (_ BitVec 64))
(assert
 (and (bvule (_ bv65 64) size!rows) (bvule size!rows (_ bv512 64))))
(check-sat)
