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
 (let ((?x4613 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x9782 (bvand ?x4613 (_ bv31 32))))
(let (($x288 (= param!power (_ bv1 32))))
(let (($x10483 (and $x288 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x9782)))))))
(let (($x4105 (or $x10483)))
(or $x4105 $x4105 $x4105 $x4105 $x4105 $x4105 $x4105 $x4105 $x4105 $x4105)))))))
(check-sat)
