; benchmark generated from python API
(set-info :status unknown)
(declare-fun param!power () (_ BitVec 32))
(assert
 (let (($x231 (= param!power (_ bv1 32))))
(or $x231 $x231 $x231 $x231 $x231)))
(check-sat)
