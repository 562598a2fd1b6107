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
 (let ((?x32822 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
(let ((?x26137 (bvand ?x32822 (_ bv31 32))))
(let (($x21624 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x26137))))))
(let (($x380 (= param!power (_ bv1 32))))
(let (($x24610 (and $x380 $x21624)))
(let (($x24684 (or $x24610)))
(let (($x424 (or (not (= ((_ extract 31 8) tid.x@A) (_ bv0 24))) (bvule (_ bv128 8) ((_ extract 7 0) tid.x@A)))))
(let (($x425 (not $x424)))
(let (($x438 (or $x425 (= ((_ extract 31 5) tid.x@A) (_ bv4 27)))))
(let (($x442 (and $x380 $x438)))
(let (($x25208 (and $x442 $x21624)))
(let (($x32494 (or $x25208)))
(or $x32494 $x32494 $x32494 $x32494 $x32494 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684 $x24684))))))))))))))
(check-sat)
