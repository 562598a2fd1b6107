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
 (bvult ctaid.x@A (_ bv64 32)))
(assert
 (let ((?x98 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x2507 (bvand ?x98 (_ bv31 32))))
(let (($x289 (bvule (_ bv256 9) (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x268 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x273 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x274 (bvadd ?x273 ?x268)))
(let (($x294 (not (or (not (= ((_ extract 31 9) ?x274) (_ bv0 23))) $x289))))
(let (($x254 (= param!power (_ bv1 32))))
(let (($x295 (and $x254 $x294)))
(let (($x2181 (and $x295 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2507)))))))
(let (($x124 (or $x2181)))
(or $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124 $x124)))))))))))))
(check-sat)
