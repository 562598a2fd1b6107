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
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (let ((?x1076 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x130 (bvand ?x1076 (_ bv31 32))))
(let (($x240 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x219 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x224 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x225 (bvadd ?x224 ?x219)))
(let (($x245 (not (or (not (= ((_ extract 31 10) ?x225) (_ bv0 22))) $x240))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x246 (and $x204 $x245)))
(let (($x1087 (and $x246 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x130)))))))
(let (($x1474 (or $x1087)))
(or $x1474 $x1474 $x1474 $x1474 $x1474)))))))))))))
(check-sat)
