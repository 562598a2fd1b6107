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
 (let ((?x446 (mem!positions!32 (bvadd (concat (_ bv0 30) ctaid.y@A (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x446) (bvule ?x446 (_ bv8191 32)))))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391))))
(assert
 (let ((?x465 ((_ extract 4 0) tid.x@A)))
(let ((?x460 (bvmul (_ bv128 64) (concat (_ bv0 32) (mem!positions!32 (concat (_ bv0 30) ctaid.y@A (_ bv0 2)))))))
(let ((?x501 (concat ((_ extract 61 5) ?x460) ?x465 (_ bv0 2))))
(let ((?x462 (bvadd (_ bv384 64) base!sin_tab ?x501)))
(let (($x169 (not (bvule (bvadd (_ bv384 64) ?x501) (_ bv4194300 64)))))
(let (($x426 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x427 (not $x426)))
(let (($x440 (or $x427 (= ((_ extract 31 5) tid.x@A) (_ bv4 27)))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x444 (and $x380 $x440)))
(let (($x3240 (and $x444 (or $x169 (and (distinct (bvand ?x462 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x3164 (not (bvule (bvadd (_ bv256 64) ?x501) (_ bv4194300 64)))))
(let (($x2484 (or $x3164 (and (distinct (bvand (bvadd (_ bv256 64) base!sin_tab ?x501) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x2176 (and $x444 $x2484)))
(let (($x3126 (not (bvule (bvadd (_ bv128 64) ?x501) (_ bv4194300 64)))))
(let (($x1938 (or $x3126 (and (distinct (bvand (bvadd (_ bv128 64) base!sin_tab ?x501) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x1836 (and $x444 $x1938)))
(let (($x1755 (not (bvule ?x501 (_ bv4194300 64)))))
(let (($x1824 (and $x444 (or $x1755 (and (distinct (bvand (bvadd base!sin_tab ?x501) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x1824 $x1836 $x2176 $x3240)))))))))))))))))))))
(check-sat)
