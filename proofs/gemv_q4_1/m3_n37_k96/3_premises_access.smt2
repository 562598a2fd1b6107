; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun v392@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv10 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvule v392@A (_ bv0 64)))
(assert
 (let ((?x582 ((_ extract 29 0) ctaid.y@A)))
(let (($x590 (= ?x582 (_ bv0 30))))
(let (($x1231 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x244 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 6) ?x229) (_ bv0 26))) $x244))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1226 (and $x208 $x249 $x1231 $x590)))
(let ((?x1025 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v392@A)) (concat (_ bv0 29) ((_ extract 4 2) tid.x@A)))))
(let (($x1047 (not (or (not (= ((_ extract 31 2) ?x1025) (_ bv0 30))) (= ((_ extract 3 2) tid.x@A) (_ bv3 2))))))
(let (($x1048 (and $x208 $x249 $x1047)))
(let (($x1035 (and $x208 $x249 $x1047 $x590)))
(or $x1035 $x1035 $x1035 $x1035 $x1035 $x1035 $x1048 $x1048 $x1226 $x1226 $x1226))))))))))))))))
(check-sat)
