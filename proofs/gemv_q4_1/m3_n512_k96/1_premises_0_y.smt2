; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv3 64)))
(assert
 (bvult pelem0_1 (_ bv512 64)))
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
(or $x1042 $x1042 $x1042))))))))))))
(check-sat)
