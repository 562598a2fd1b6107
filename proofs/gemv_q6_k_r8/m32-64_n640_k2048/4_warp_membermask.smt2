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
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (let ((?x14445 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x14444 (bvand ?x14445 (_ bv31 32))))
(let ((?x316 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x318 (bvule (_ bv640 10) (concat ?x316 (_ bv0 1)))))
(let ((?x297 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x307 (= ((_ extract 30 9) ?x297) (_ bv0 22))))
(let (($x319 (not $x307)))
(let (($x323 (not (or $x319 $x318))))
(let (($x259 (= param!power (_ bv1 32))))
(let (($x324 (and $x259 $x323)))
(let (($x14886 (and $x324 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x14444)))))))
(let (($x14264 (or $x14886)))
(or $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264 $x14264))))))))))))))
(check-sat)
