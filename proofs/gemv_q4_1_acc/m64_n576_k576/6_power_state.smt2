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
 (bvult ctaid.y@A (_ bv16 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x675 (not (= ((_ extract 29 5) ctaid.y@A) (_ bv0 25)))))
(let (($x2029 (not (or $x675 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x973 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x244 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 10) ?x229) (_ bv0 22))) $x244))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x827 (and $x208 $x249 $x973 $x2029)))
(let (($x1889 (not (or $x675 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1288 (and $x208 $x249 $x973 $x1889)))
(let (($x1845 (not (or $x675 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x677 (and $x208 $x249 $x973 $x1845)))
(let (($x1737 (not (or $x675 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x924 (and $x208 $x249 $x973 $x1737)))
(or $x924 $x677 $x1288 $x827))))))))))))))))))
(check-sat)
