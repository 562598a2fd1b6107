; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (let ((?x4521 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x5805 (bvand ?x4521 (_ bv31 32))))
(let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x126 (not $x120)))
(let ((?x121 ((_ extract 0 0) ctaid.y@A)))
(let (($x125 (= ?x121 (_ bv1 1))))
(let (($x212 (not (or $x125 $x126))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x213 (and $x206 $x212)))
(let (($x5822 (and $x213 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x5805)))))))
(let (($x5332 (or $x5822)))
(or $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332 $x5332)))))))))))))
(check-sat)
