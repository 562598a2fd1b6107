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
 (bvult ctaid.y@A (_ bv16 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x1433 (not (= ((_ extract 29 5) ctaid.y@A) (_ bv0 25)))))
(let (($x6804 (not (or $x1433 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x2060 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x246 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 10) ?x231) (_ bv0 22))) $x246))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x2938 (and $x210 $x251 $x2060 $x6804)))
(let (($x6351 (not (or $x1433 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1885 (and $x210 $x251 $x2060 $x6351)))
(let (($x5897 (not (or $x1433 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x4248 (and $x210 $x251 $x2060 $x5897)))
(let (($x5428 (not (or $x1433 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x4261 (and $x210 $x251 $x2060 $x5428)))
(or $x4261 $x4248 $x1885 $x2938))))))))))))))))))
(check-sat)
