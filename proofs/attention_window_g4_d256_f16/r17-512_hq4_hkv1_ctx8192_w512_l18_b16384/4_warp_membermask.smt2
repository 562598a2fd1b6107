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
 (let ((?x19666 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x17067 (bvand ?x19666 (_ bv31 32))))
(let (($x286 (= param!power (_ bv1 32))))
(let (($x20145 (and $x286 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x17067)))))))
(let (($x21922 (or $x20145)))
(or $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922 $x21922)))))))
(check-sat)
