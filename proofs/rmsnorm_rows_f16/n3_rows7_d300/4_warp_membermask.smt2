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
 (let ((?x1417 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1546 (bvand ?x1417 (_ bv31 32))))
(let ((?x256 ((_ extract 5 0) tid.x@A)))
(let (($x260 (bvule (_ bv32 6) ?x256)))
(let (($x254 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x261 (not $x254)))
(let (($x263 (not (or $x261 $x260))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x264 (and $x230 $x263)))
(let (($x856 (and $x264 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1546)))))))
(let (($x2851 (or $x856)))
(or $x2851 $x2851 $x2851 $x2851 $x2851)))))))))))))
(check-sat)
