; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let (($x3896 (not true)))
(let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x126 (not $x120)))
(let ((?x121 ((_ extract 0 0) ctaid.y@A)))
(let (($x125 (= ?x121 (_ bv1 1))))
(let (($x212 (not (or $x125 $x126))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x741 (and $x206 $x212 (= ((_ extract 3 0) tid.x@A) (_ bv0 4)))))
(let (($x3897 (and $x741 $x3896)))
(let (($x213 (and $x206 $x212)))
(let (($x2821 (and $x213 $x3896)))
(or $x2821 $x2821 $x2821 $x2821 $x2821 $x3897 $x3897 $x3897 $x3897)))))))))))))
(check-sat)
