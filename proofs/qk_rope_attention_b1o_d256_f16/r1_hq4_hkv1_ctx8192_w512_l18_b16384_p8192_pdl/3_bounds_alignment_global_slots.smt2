; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!slots () (_ BitVec 64))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!slots (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!slots (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!slots (_ bv0 64)) true))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x392 (concat (_ bv0 32) ctaid.y@A)))
 (let ((?x395 (bvmul (_ bv4 64) ?x392)))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (let ((?x396 (mem!seq_lens!32 ?x391)))
 (and (bvule (_ bv0 32) ?x396) (bvule ?x396 (_ bv8192 32))))))))
(assert
 (let ((?x392 (concat (_ bv0 32) ctaid.y@A)))
 (let ((?x395 (bvmul (_ bv4 64) ?x392)))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391)))))
(assert
 (let ((?x392 (concat (_ bv0 32) ctaid.y@A)))
(let ((?x395 (bvmul (_ bv4 64) ?x392)))
(let ((?x414 (bvadd base!slots ?x395)))
(let (($x3130 (not (bvule ?x395 (_ bv0 64)))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x2616 (and $x380 (or $x3130 (and (distinct (bvand ?x414 (_ bv3 64)) (_ bv0 64)) true)))))
(or $x2616))))))))
(check-sat)
