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
 (bvult ctaid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvule v392@A (_ bv0 64)))
(assert
 (let ((?x578 ((_ extract 29 0) ctaid.y@A)))
(let (($x586 (= ?x578 (_ bv0 30))))
(let (($x1228 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x240 (bvule (_ bv512 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x219 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x224 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x225 (bvadd ?x224 ?x219)))
(let (($x245 (not (or (not (= ((_ extract 31 10) ?x225) (_ bv0 22))) $x240))))
(let (($x204 (= param!power (_ bv1 32))))
(let (($x1042 (and $x204 $x245 $x1228 $x586)))
(let ((?x1021 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v392@A)) (concat (_ bv0 29) ((_ extract 4 2) tid.x@A)))))
(let (($x1043 (not (or (not (= ((_ extract 31 2) ?x1021) (_ bv0 30))) (= ((_ extract 3 2) tid.x@A) (_ bv3 2))))))
(let (($x1044 (and $x204 $x245 $x1043)))
(let (($x1023 (and $x204 $x245 $x1043 $x586)))
(or $x1023 $x1023 $x1023 $x1023 $x1023 $x1023 $x1044 $x1044 $x1042 $x1042 $x1042))))))))))))))))
(check-sat)
