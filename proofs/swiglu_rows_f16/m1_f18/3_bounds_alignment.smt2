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
 (bvule base!gu (_ bv18446744073709551543 64)))
(assert
 (and (distinct base!gu (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709551579 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x183 (bvmul (_ bv256 32) ctaid.x@A)))
(let ((?x185 (bvadd tid.x@A ?x183)))
(let ((?x237 (concat (_ bv0 31) ?x185)))
(let ((?x273 (concat (_ bv0 31) ctaid.y@A)))
(let ((?x274 (bvmul (_ bv18 63) ?x273)))
(let ((?x241 (concat (bvadd ?x274 ?x237) (_ bv0 1))))
(let ((?x270 (bvadd base!out ?x241)))
(let (($x206 (not (or (not (= ((_ extract 31 5) ?x185) (_ bv0 27))) (bvule (_ bv18 5) ((_ extract 4 0) tid.x@A))))))
(let (($x181 (= param!power (_ bv1 32))))
(let (($x207 (and $x181 $x206)))
(let (($x874 (and $x207 (or (not (bvule ?x241 (_ bv34 64))) (and (distinct (bvand ?x270 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x247 (concat (_ bv0 30) ctaid.y@A)))
(let ((?x248 (bvmul (_ bv18 62) ?x247)))
(let ((?x249 (concat ?x248 (_ bv0 1))))
(let ((?x250 (bvadd ?x237 ?x249)))
(let ((?x251 (concat ?x250 (_ bv0 1))))
(let ((?x277 (bvadd (_ bv36 64) base!gu ?x251)))
(let (($x881 (or (not (bvule (bvadd (_ bv36 64) ?x251) (_ bv70 64))) (and (distinct (bvand ?x277 (_ bv1 64)) (_ bv0 64)) true))))
(let (($x876 (and $x207 $x881)))
(let (($x377 (or (not (bvule ?x251 (_ bv70 64))) (and (distinct (bvand (bvadd base!gu ?x251) (_ bv1 64)) (_ bv0 64)) true))))
(let (($x39 (and $x207 $x377)))
(or $x39 $x876 $x874)))))))))))))))))))))))
(check-sat)
