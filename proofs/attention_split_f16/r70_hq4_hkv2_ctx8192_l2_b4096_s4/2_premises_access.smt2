; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (let (($x279 (= param!power (_ bv1 32))))
(let (($x21898 (and $x279 (= tid.x@A (_ bv0 32)))))
(let (($x2941 (and $x279 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x21926 (= ((_ extract 31 7) tid.x@A) (_ bv0 25))))
(let (($x22187 (and $x279 $x21926)))
(let (($x22037 (and $x279 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(or $x22037 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x279 $x22037 $x22187 $x2941 $x21898 $x21898))))))))
(check-sat)
