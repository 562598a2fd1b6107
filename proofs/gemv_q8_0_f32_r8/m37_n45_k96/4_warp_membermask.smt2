; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (let ((?x12672 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x11920 (bvand ?x12672 (_ bv31 32))))
(let ((?x264 (bvadd ((_ extract 8 5) tid.x@A) (concat ((_ extract 1 0) ctaid.x@A) (_ bv0 2)))))
(let (($x266 (bvule (_ bv45 6) (concat ?x264 (_ bv0 2)))))
(let ((?x245 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 29 4) ?x245) (_ bv0 26))))
(let (($x267 (not $x255)))
(let (($x271 (not (or $x267 $x266))))
(let (($x212 (= param!power (_ bv1 32))))
(let (($x272 (and $x212 $x271)))
(let (($x11127 (and $x272 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x11920)))))))
(let (($x11664 (or $x11127)))
(or $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664 $x11664))))))))))))))
(check-sat)
