; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun v47@A () Bool)
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (let (($x248 (= param!power (_ bv1 32))))
(let (($x3747 (and $x248 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x3665 (not (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (= ((_ extract 6 6) tid.x@A) (_ bv1 1))))))
(let (($x3666 (and $x248 $x3665)))
(let (($x3566 (and $x248 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let (($x268 (not (or (not (= ((_ extract 31 1) tid.x@A) (_ bv0 31))) (= ((_ extract 0 0) tid.x@A) (_ bv1 1))))))
(let (($x269 (and $x248 $x268)))
(let (($x3590 (and $x248 $x268 (not v47@A))))
(or $x269 $x3566 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x269 $x3590 $x269 $x3566 $x3666 $x3666 $x248 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747 $x3747))))))))))
(check-sat)
