; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!sin_tab () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!sin_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!sin_tab (_ bv18446744073705357311 64)))
(assert
 (and (distinct base!sin_tab (_ bv0 64)) true))
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
 (let ((?x452 (mem!positions!32 (bvadd (concat (_ bv0 30) ctaid.y@A (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x452) (bvule ?x452 (_ bv8191 32)))))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391))))
(assert
 (let ((?x471 ((_ extract 4 0) tid.x@A)))
(let ((?x466 (bvmul (_ bv128 64) (concat (_ bv0 32) (mem!positions!32 (concat (_ bv0 30) ctaid.y@A (_ bv0 2)))))))
(let ((?x507 (concat ((_ extract 61 5) ?x466) ?x471 (_ bv0 2))))
(let ((?x468 (bvadd (_ bv384 64) base!sin_tab ?x507)))
(let (($x22537 (not (bvule (bvadd (_ bv384 64) ?x507) (_ bv4194300 64)))))
(let (($x432 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x433 (not $x432)))
(let (($x446 (or $x433 (= ((_ extract 31 5) tid.x@A) (_ bv4 27)))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x450 (and $x380 $x446)))
(let (($x4227 (and $x450 (or $x22537 (and (distinct (bvand ?x468 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x3487 (not (bvule (bvadd (_ bv256 64) ?x507) (_ bv4194300 64)))))
(let (($x4623 (or $x3487 (and (distinct (bvand (bvadd (_ bv256 64) base!sin_tab ?x507) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x3255 (and $x450 $x4623)))
(let (($x2760 (not (bvule (bvadd (_ bv128 64) ?x507) (_ bv4194300 64)))))
(let (($x39137 (or $x2760 (and (distinct (bvand (bvadd (_ bv128 64) base!sin_tab ?x507) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x30939 (and $x450 $x39137)))
(let (($x4640 (not (bvule ?x507 (_ bv4194300 64)))))
(let (($x3187 (and $x450 (or $x4640 (and (distinct (bvand (bvadd base!sin_tab ?x507) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x3187 $x30939 $x3255 $x4227)))))))))))))))))))))
(check-sat)
