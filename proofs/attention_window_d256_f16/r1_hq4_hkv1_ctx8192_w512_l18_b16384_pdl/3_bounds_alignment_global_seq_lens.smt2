; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x262 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x262) (bvule ?x262 (_ bv8192 32)))))
(assert
 (let ((?x258 (concat (_ bv0 32) ctaid.z@A)))
(let ((?x261 (bvmul (_ bv4 64) ?x258)))
(let ((?x259 (bvadd base!seq_lens ?x261)))
(let (($x251 (= param!power (_ bv1 32))))
(let (($x2394 (and $x251 (or (not (bvule ?x261 (_ bv0 64))) (and (distinct (bvand ?x259 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x2394)))))))
(check-sat)
