; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv10 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x425 ((_ extract 29 0) ctaid.y@A)))
(let (($x443 (= ?x425 (_ bv0 30))))
(let ((?x686 ((_ extract 4 0) tid.x@A)))
(let (($x839 (= ?x686 (_ bv0 5))))
(let (($x244 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 6) ?x229) (_ bv0 26))) $x244))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x803 (and $x208 $x249 $x839 $x443)))
(or $x803 $x803 $x803)))))))))))))
(check-sat)
