; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709549567 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x262 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x262) (bvule ?x262 (_ bv8192 32)))))
(assert
 (let ((?x288 (bvmul (_ bv4 32) ctaid.y@A)))
(let ((?x289 (bvadd ctaid.x@A ?x288)))
(let ((?x342 (concat (_ bv0 23) ?x289)))
(let ((?x339 (concat (_ bv0 23) ctaid.z@A)))
(let ((?x340 (bvmul (_ bv4 55) ?x339)))
(let ((?x343 (bvadd ?x340 ?x342)))
(let ((?x344 (concat ?x343 (_ bv0 8))))
(let ((?x327 (concat (_ bv0 31) tid.x@A)))
(let ((?x345 (bvadd ?x327 ?x344)))
(let ((?x346 (concat ?x345 (_ bv0 1))))
(let ((?x325 (bvadd base!q ?x346)))
(let (($x2580 (not (bvule ?x346 (_ bv2046 64)))))
(let (($x251 (= param!power (_ bv1 32))))
(let (($x2964 (and $x251 (or $x2580 (and (distinct (bvand ?x325 (_ bv1 64)) (_ bv0 64)) true)))))
(or $x2964))))))))))))))))
(check-sat)
