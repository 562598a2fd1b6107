; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv120 32)))
(assert
 (let ((?x8095 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x7807 (bvand ?x8095 (_ bv31 32))))
(let ((?x267 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x269 (bvule (_ bv960 10) (concat ?x267 (_ bv0 1)))))
(let ((?x248 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x258 (= ((_ extract 30 9) ?x248) (_ bv0 22))))
(let (($x270 (not $x258)))
(let (($x274 (not (or $x270 $x269))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x275 (and $x211 $x274)))
(let (($x8143 (and $x275 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x7807)))))))
(let (($x8234 (or $x8143)))
(or $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234 $x8234))))))))))))))
(check-sat)
