; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!cos_tab () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!positions!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!cos_tab (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!cos_tab (_ bv18446744073705357311 64)))
(assert
 (and (distinct base!cos_tab (_ bv0 64)) true))
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
 (let ((?x444 (mem!positions!32 (bvadd (concat (_ bv0 30) ctaid.y@A (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x444) (bvule ?x444 (_ bv8191 32)))))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391))))
(assert
 (let ((?x463 ((_ extract 4 0) tid.x@A)))
(let ((?x458 (bvmul (_ bv128 64) (concat (_ bv0 32) (mem!positions!32 (concat (_ bv0 30) ctaid.y@A (_ bv0 2)))))))
(let ((?x499 (concat ((_ extract 61 5) ?x458) ?x463 (_ bv0 2))))
(let ((?x508 (bvadd (_ bv384 64) base!cos_tab ?x499)))
(let (($x6743 (not (bvule (bvadd (_ bv384 64) ?x499) (_ bv4194300 64)))))
(let (($x424 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x425 (not $x424)))
(let (($x438 (or $x425 (= ((_ extract 31 5) tid.x@A) (_ bv4 27)))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x442 (and $x380 $x438)))
(let (($x6700 (and $x442 (or $x6743 (and (distinct (bvand ?x508 (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x5994 (not (bvule (bvadd (_ bv256 64) ?x499) (_ bv4194300 64)))))
(let (($x5479 (or $x5994 (and (distinct (bvand (bvadd (_ bv256 64) base!cos_tab ?x499) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x6282 (and $x442 $x5479)))
(let (($x23930 (not (bvule (bvadd (_ bv128 64) ?x499) (_ bv4194300 64)))))
(let (($x6076 (or $x23930 (and (distinct (bvand (bvadd (_ bv128 64) base!cos_tab ?x499) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x27901 (and $x442 $x6076)))
(let (($x5987 (not (bvule ?x499 (_ bv4194300 64)))))
(let (($x6717 (and $x442 (or $x5987 (and (distinct (bvand (bvadd base!cos_tab ?x499) (_ bv3 64)) (_ bv0 64)) true)))))
(or $x6717 $x27901 $x6282 $x6700)))))))))))))))))))))
(check-sat)
