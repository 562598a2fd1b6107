; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!T () (_ BitVec 64))
(assert
 (and (bvule (_ bv17 64) size!T) (bvule size!T (_ bv512 64))))
(check-sat)
