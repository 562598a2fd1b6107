; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x1438 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1187 (bvand ?x1438 (_ bv31 32))))
(let (($x1502 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1187))))))
(let (($x1064 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x282 (= param!power (_ bv1 32))))
(let (($x1120 (and $x282 $x1064)))
(let (($x2416 (and $x1120 $x1502)))
(let (($x2766 (or $x2416)))
(let (($x299 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x300 (not $x299)))
(let (($x301 (and $x282 $x300)))
(let (($x2137 (and $x301 $x1502)))
(let (($x1294 (or $x2137)))
(or $x1294 $x1294 $x1294 $x1294 $x1294 $x2766 $x2766 $x2766 $x2766 $x2766)))))))))))))))
(check-sat)
