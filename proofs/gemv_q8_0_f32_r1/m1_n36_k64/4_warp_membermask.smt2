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
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (let ((?x1447 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x1454 (bvand ?x1447 (_ bv31 32))))
(let ((?x263 (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2)))))
(let (($x265 (bvule (_ bv36 6) (concat ?x263 (_ bv0 1)))))
(let ((?x244 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x254 (= ((_ extract 30 5) ?x244) (_ bv0 26))))
(let (($x266 (not $x254)))
(let (($x270 (not (or $x266 $x265))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x271 (and $x207 $x270)))
(let (($x118 (and $x271 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1454)))))))
(let (($x1481 (or $x118)))
(or $x1481 $x1481 $x1481 $x1481 $x1481 $x1481 $x1481 $x1481 $x1481 $x1481))))))))))))))
(check-sat)
