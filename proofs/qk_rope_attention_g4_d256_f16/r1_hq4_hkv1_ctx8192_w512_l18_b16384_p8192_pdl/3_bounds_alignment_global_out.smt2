; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (let ((?x396 (mem!seq_lens!32 ?x391)))
 (and (bvule (_ bv0 32) ?x396) (bvule ?x396 (_ bv8192 32)))))))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391))))
(assert
 (let ((?x692 ((_ extract 29 0) ctaid.x@A)))
(let ((?x50786 (concat (_ bv0 23) ?x692 (_ bv0 2))))
(let ((?x657 (concat (_ bv0 23) ctaid.y@A)))
(let ((?x50784 (bvmul (_ bv4 55) ?x657)))
(let ((?x50787 (bvadd ?x50784 ?x50786)))
(let ((?x50788 (concat ?x50787 (_ bv0 8))))
(let ((?x50772 (concat (_ bv0 31) tid.x@A)))
(let ((?x50789 (bvadd ?x50772 ?x50788)))
(let ((?x50790 (concat ?x50789 (_ bv0 1))))
(let ((?x50372 (bvadd (_ bv1536 64) base!out ?x50790)))
(let (($x21338 (or (not (bvule (bvadd (_ bv1536 64) ?x50790) (_ bv2046 64))) (and (distinct (bvand ?x50372 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x21342 (and $x380 $x21338)))
(let (($x21286 (or (not (bvule (bvadd (_ bv1024 64) ?x50790) (_ bv2046 64))) (and (distinct (bvand (bvadd (_ bv1024 64) base!out ?x50790) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x21281 (and $x380 $x21286)))
(let (($x21232 (or (not (bvule (bvadd (_ bv512 64) ?x50790) (_ bv2046 64))) (and (distinct (bvand (bvadd (_ bv512 64) base!out ?x50790) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x21227 (and $x380 $x21232)))
(let (($x21169 (or (not (bvule ?x50790 (_ bv2046 64))) (and (distinct (bvand (bvadd base!out ?x50790) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x21171 (and $x380 $x21169)))
(or $x21171 $x21227 $x21281 $x21342)))))))))))))))))))))
(check-sat)
