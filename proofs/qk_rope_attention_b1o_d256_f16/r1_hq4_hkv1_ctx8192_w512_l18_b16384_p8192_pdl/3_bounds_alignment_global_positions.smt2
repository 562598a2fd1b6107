; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!positions () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!positions (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!positions (_ bv18446744073709551611 64)))
(assert
 (and (distinct base!positions (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
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
 (let (($x4673 (and (distinct (bvand (bvadd base!positions (concat (_ bv0 30) ctaid.y@A (_ bv0 2))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x432 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x433 (not $x432)))
(let (($x446 (or $x433 (= ((_ extract 31 5) tid.x@A) (_ bv4 27)))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x450 (and $x380 $x446)))
(let (($x4621 (and $x450 (or (not (bvule (concat (_ bv0 30) ctaid.y@A (_ bv0 2)) (_ bv0 64))) $x4673))))
(or $x4621)))))))))
(check-sat)
