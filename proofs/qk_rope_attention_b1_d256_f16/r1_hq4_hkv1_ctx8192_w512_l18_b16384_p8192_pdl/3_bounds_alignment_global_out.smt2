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
 (let ((?x693 ((_ extract 29 0) ctaid.x@A)))
(let ((?x47571 (concat (_ bv0 23) ?x693 (_ bv0 2))))
(let ((?x658 (concat (_ bv0 23) ctaid.y@A)))
(let ((?x47569 (bvmul (_ bv4 55) ?x658)))
(let ((?x47572 (bvadd ?x47569 ?x47571)))
(let ((?x47573 (concat ?x47572 (_ bv0 8))))
(let ((?x47557 (concat (_ bv0 31) tid.x@A)))
(let ((?x47574 (bvadd ?x47557 ?x47573)))
(let ((?x47575 (concat ?x47574 (_ bv0 1))))
(let ((?x47160 (bvadd (_ bv1536 64) base!out ?x47575)))
(let (($x7199 (or (not (bvule (bvadd (_ bv1536 64) ?x47575) (_ bv2046 64))) (and (distinct (bvand ?x47160 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x7200 (and $x380 $x7199)))
(let (($x7145 (or (not (bvule (bvadd (_ bv1024 64) ?x47575) (_ bv2046 64))) (and (distinct (bvand (bvadd (_ bv1024 64) base!out ?x47575) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x7146 (and $x380 $x7145)))
(let (($x7091 (or (not (bvule (bvadd (_ bv512 64) ?x47575) (_ bv2046 64))) (and (distinct (bvand (bvadd (_ bv512 64) base!out ?x47575) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x7092 (and $x380 $x7091)))
(let (($x7038 (or (not (bvule ?x47575 (_ bv2046 64))) (and (distinct (bvand (bvadd base!out ?x47575) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x7035 (and $x380 $x7038)))
(or $x7035 $x7092 $x7146 $x7200)))))))))))))))))))))
(check-sat)
