; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x579 ((_ extract 29 0) ctaid.y@A)))
(let (($x588 (= ?x579 (_ bv0 30))))
(let (($x1083 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x240 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x219 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x224 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x225 (bvadd ?x224 ?x219)))
(let (($x245 (not (or (not (= ((_ extract 31 10) ?x225) (_ bv0 22))) $x240))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x1092 (and $x205 $x245 $x1083 $x588)))
(or $x1092 $x1092))))))))))))
(check-sat)
