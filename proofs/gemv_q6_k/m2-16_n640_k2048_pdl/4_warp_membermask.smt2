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
 (bvult ctaid.x@A (_ bv160 32)))
(assert
 (let ((?x4334 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x206 (bvand ?x4334 (_ bv31 32))))
(let (($x292 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x271 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x276 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x277 (bvadd ?x276 ?x271)))
(let (($x297 (not (or (not (= ((_ extract 31 10) ?x277) (_ bv0 22))) $x292))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x298 (and $x257 $x297)))
(let (($x5242 (and $x298 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x206)))))))
(let (($x90 (or $x5242)))
(or $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90 $x90)))))))))))))
(check-sat)
