; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv12288 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv4 64)))
(assert
 (bvult pelem0_1 (_ bv49152 64)))
(assert
 (let (($x450 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
(let (($x840 (not (or $x450 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
(let ((?x771 ((_ extract 4 0) tid.x@A)))
(let (($x806 (= ?x771 (_ bv0 5))))
(let (($x244 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 16) ?x229) (_ bv0 16))) $x244))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x955 (and $x208 $x249 $x806 $x840)))
(let (($x776 (not (or $x450 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x919 (and $x208 $x249 $x806 $x776)))
(let (($x787 (not (or $x450 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x926 (and $x208 $x249 $x806 $x787)))
(let (($x728 (not (or $x450 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x800 (and $x208 $x249 $x806 $x728)))
(or $x800 $x926 $x919 $x955)))))))))))))))))))
(check-sat)
