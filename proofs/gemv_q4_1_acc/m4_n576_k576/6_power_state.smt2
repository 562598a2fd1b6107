; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x674 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x2027 (not (or $x674 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x972 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x241 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x226 (bvadd ?x225 ?x220)))
(let (($x246 (not (or (not (= ((_ extract 31 10) ?x226) (_ bv0 22))) $x241))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x826 (and $x205 $x246 $x972 $x2027)))
(let (($x1887 (not (or $x674 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1287 (and $x205 $x246 $x972 $x1887)))
(let (($x1843 (not (or $x674 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x676 (and $x205 $x246 $x972 $x1843)))
(let (($x1735 (not (or $x674 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x923 (and $x205 $x246 $x972 $x1735)))
(or $x923 $x676 $x1287 $x826))))))))))))))))))
(check-sat)
