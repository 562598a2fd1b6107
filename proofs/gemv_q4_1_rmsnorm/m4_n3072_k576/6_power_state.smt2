; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv768 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x272 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x1437 (not (or $x272 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x720 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1798 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1761 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x696 ((_ extract 31 5) tid.x@A)))
(let ((?x1773 (concat (_ bv0 5) ?x696)))
(let ((?x1783 (bvadd ?x1773 ?x1761)))
(let (($x1803 (not (or (not (= ((_ extract 31 12) ?x1783) (_ bv0 20))) $x1798))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2889 (and $x229 $x1803 $x720 $x1437)))
(let (($x1061 (not (or $x272 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3037 (and $x229 $x1803 $x720 $x1061)))
(let (($x736 (not (or $x272 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3846 (and $x229 $x1803 $x720 $x736)))
(let (($x276 (not (or $x272 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3246 (and $x229 $x1803 $x720 $x276)))
(or $x3246 $x3846 $x3037 $x2889)))))))))))))))))))
(check-sat)
