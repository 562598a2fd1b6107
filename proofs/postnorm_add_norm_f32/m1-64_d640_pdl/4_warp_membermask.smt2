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
 (let ((?x2544 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x2584 (bvand ?x2544 (_ bv31 32))))
(let (($x2684 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2584))))))
(let (($x831 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x282 (= param!power (_ bv1 32))))
(let (($x1121 (and $x282 $x831)))
(let (($x1443 (and $x1121 $x2684)))
(let (($x2262 (or $x1443)))
(let (($x299 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x300 (not $x299)))
(let (($x301 (and $x282 $x300)))
(let (($x1930 (and $x301 $x2684)))
(let (($x1477 (or $x1930)))
(or $x1477 $x1477 $x1477 $x1477 $x1477 $x2262 $x2262 $x2262 $x2262 $x2262)))))))))))))))
(check-sat)
