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
 (let ((?x1235 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x1205 (bvand ?x1235 (_ bv31 32))))
(let (($x215 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x203 (= param!power (_ bv1 32))))
(let (($x220 (and $x203 $x215)))
(let (($x1202 (and $x220 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1205)))))))
(let (($x1207 (or $x1202)))
(or $x1207 $x1207 $x1207 $x1207 $x1207)))))))))
(check-sat)
