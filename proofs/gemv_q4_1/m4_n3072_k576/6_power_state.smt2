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
 (let (($x677 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x2030 (not (or $x677 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x975 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x244 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 12) ?x229) (_ bv0 20))) $x244))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x772 (and $x208 $x249 $x975 $x2030)))
(let (($x1890 (not (or $x677 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1301 (and $x208 $x249 $x975 $x1890)))
(let (($x1846 (not (or $x677 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x872 (and $x208 $x249 $x975 $x1846)))
(let (($x1738 (not (or $x677 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x927 (and $x208 $x249 $x975 $x1738)))
(or $x927 $x872 $x1301 $x772))))))))))))))))))
(check-sat)
