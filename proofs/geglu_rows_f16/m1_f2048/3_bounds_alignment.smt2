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
 (bvule base!gu (_ bv18446744073709543423 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709547519 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv8 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x186 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x188 (bvadd tid.x@A ?x186)))
(let ((?x244 (concat (_ bv0 31) ?x188)))
(let ((?x300 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x301 (bvmul (_ bv2048 63) ?x300)))
(let ((?x304 (concat (bvadd ?x301 ?x244) (_ bv0 1))))
(let ((?x290 (bvadd base!out ?x304)))
(let ((?x201 ((_ extract 11 0) ctaid.x@A)))
(let ((?x204 (bvmul (_ bv256 12) ?x201)))
(let ((?x197 ((_ extract 11 0) tid.x@A)))
(let ((?x205 (bvadd ?x197 ?x204)))
(let (($x211 (not (or (not (= ((_ extract 31 12) ?x188) (_ bv0 20))) (bvule (_ bv2048 12) ?x205)))))
(let (($x184 (= param!power (_ bv1 32))))
(let (($x212 (and $x184 $x211)))
(let (($x931 (and $x212 (or (not (bvule ?x304 (_ bv4094 64))) (and (distinct (bvand ?x290 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x254 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x255 (bvmul (_ bv2048 62) ?x254)))
(let ((?x256 (concat ?x255 (_ bv0 1))))
(let ((?x257 (bvadd ?x244 ?x256)))
(let ((?x258 (concat ?x257 (_ bv0 1))))
(let ((?x221 (bvadd (_ bv4096 64) base!gu ?x258)))
(let (($x435 (or (not (bvule (bvadd (_ bv4096 64) ?x258) (_ bv8190 64))) (and (distinct (bvand ?x221 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x122 (and $x212 $x435)))
(let (($x364 (or (not (bvule ?x258 (_ bv8190 64))) (and (distinct (bvand (bvadd base!gu ?x258) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x43 (and $x212 $x364)))
(or $x43 $x122 $x931)))))))))))))))))))))))))))
(check-sat)
