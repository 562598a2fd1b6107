; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (let (($x2853 (not (bvule (_ bv0 64) (_ bv0 64)))))
(let (($x405 (= param!power (_ bv1 32))))
(let (($x3393 (and $x405 (or $x2853 (and (distinct (bvand base!seq_lens (_ bv3 64)) (_ bv0 64)) true)))))
(or $x3393)))))
(check-sat)
