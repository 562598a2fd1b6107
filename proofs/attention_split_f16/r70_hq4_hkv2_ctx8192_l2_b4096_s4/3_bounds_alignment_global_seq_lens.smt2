; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551335 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x290 (concat (_ bv0 32) ctaid.z@A)))
(let ((?x293 (bvmul (_ bv4 64) ?x290)))
(let ((?x291 (bvadd base!seq_lens ?x293)))
(let (($x279 (= param!power (_ bv1 32))))
(let (($x3196 (and $x279 (or (not (bvule ?x293 (_ bv276 64))) (and (distinct (bvand ?x291 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x3196)))))))
(check-sat)
