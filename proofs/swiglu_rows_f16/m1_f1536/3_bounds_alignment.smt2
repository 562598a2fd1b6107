; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!gu () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!gu (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!gu (_ bv18446744073709545471 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709548543 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x244 (concat (_ bv0 31) ?x188)))
(let ((?x273 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x220 (bvmul (_ bv1536 63) ?x273)))
(let ((?x283 (concat (bvadd ?x220 ?x244) (_ bv0 1))))
(let ((?x260 (bvadd base!out ?x283)))
(let ((?x201 ((_ extract 10 0) ctaid.x@A)))
(let ((?x204 (bvmul (_ bv256 11) ?x201)))
(let ((?x197 ((_ extract 10 0) tid.x@A)))
(let ((?x205 (bvadd ?x197 ?x204)))
(let (($x211 (not (or (not (= ((_ extract 31 11) ?x188) (_ bv0 21))) (bvule (_ bv1536 11) ?x205)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x554 (and $x212 (or (not (bvule ?x283 (_ bv3070 64))) (and (distinct (bvand ?x260 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x254 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x255 (bvmul (_ bv1536 62) ?x254)))
(let ((?x256 (concat ?x255 (_ bv0 1))))
(let ((?x257 (bvadd ?x244 ?x256)))
(let ((?x258 (concat ?x257 (_ bv0 1))))
(let ((?x286 (bvadd (_ bv3072 64) base!gu ?x258)))
(let (($x588 (or (not (bvule (bvadd (_ bv3072 64) ?x258) (_ bv6142 64))) (and (distinct (bvand ?x286 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x590 (and $x212 $x588)))
(let (($x589 (or (not (bvule ?x258 (_ bv6142 64))) (and (distinct (bvand (bvadd base!gu ?x258) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x158 (and $x212 $x589)))
(or $x158 $x590 $x554)))))))))))))))))))))))))))
(check-sat)
