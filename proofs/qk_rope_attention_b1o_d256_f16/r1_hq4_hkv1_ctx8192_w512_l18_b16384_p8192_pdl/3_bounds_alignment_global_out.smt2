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
 (let ((?x786 ((_ extract 29 0) ctaid.x@A)))
(let ((?x52519 (concat (_ bv0 23) ?x786 (_ bv0 2))))
(let ((?x772 (concat (_ bv0 23) ctaid.y@A)))
(let ((?x52525 (bvmul (_ bv4 55) ?x772)))
(let ((?x52516 (bvadd ?x52525 ?x52519)))
(let ((?x52513 (concat ?x52516 (_ bv0 8))))
(let ((?x52567 (concat (_ bv0 31) tid.x@A)))
(let ((?x52235 (concat (bvadd ?x52567 ?x52513) (_ bv0 1))))
(let ((?x53630 (bvadd (_ bv1536 64) base!out ?x52235)))
(let (($x5929 (or (not (bvule (bvadd (_ bv1536 64) ?x52235) (_ bv2046 64))) (and (distinct (bvand ?x53630 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x5930 (and $x380 $x5929)))
(let (($x5836 (or (not (bvule (bvadd (_ bv1024 64) ?x52235) (_ bv2046 64))) (and (distinct (bvand (bvadd (_ bv1024 64) base!out ?x52235) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x5837 (and $x380 $x5836)))
(let (($x5732 (or (not (bvule (bvadd (_ bv512 64) ?x52235) (_ bv2046 64))) (and (distinct (bvand (bvadd (_ bv512 64) base!out ?x52235) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x5731 (and $x380 $x5732)))
(let (($x5443 (or (not (bvule ?x52235 (_ bv2046 64))) (and (distinct (bvand (bvadd base!out ?x52235) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x5633 (and $x380 $x5443)))
(or $x5633 $x5731 $x5837 $x5930))))))))))))))))))))
(check-sat)
