; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (let (($x327 (= param!power (_ bv1 32))))
(let (($x10858 (and $x327 (= tid.x@A (_ bv0 32)))))
(let (($x2647 (and $x327 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x11116 (= ((_ extract 31 7) tid.x@A) (_ bv0 25))))
(let (($x11096 (and $x327 $x11116)))
(let (($x10914 (and $x327 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(or $x10914 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x10914 $x11096 $x2647 $x10858 $x10858))))))))
(check-sat)
