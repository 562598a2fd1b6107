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
 (bvult ctaid.x@A (_ bv32768 32)))
(assert
 (let ((?x1599 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x98 (bvand ?x1599 (_ bv31 32))))
(let ((?x265 (concat (bvadd ((_ extract 22 5) tid.x@A) (concat ((_ extract 15 0) ctaid.x@A) (_ bv0 2))) (_ bv0 1))))
(let (($x266 (bvule (_ bv262144 19) ?x265)))
(let ((?x245 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 30 18) ?x245) (_ bv0 13))))
(let (($x271 (not (or (not $x255) $x266))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x272 (and $x207 $x271)))
(let (($x1337 (and $x272 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x98)))))))
(let (($x2263 (or $x1337)))
(or $x2263 $x2263 $x2263 $x2263 $x2263)))))))))))))
(check-sat)
