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
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x275 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
(let (($x1439 (not (or $x275 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x721 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1800 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1774 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x726 ((_ extract 31 5) tid.x@A)))
(let ((?x1778 (concat (_ bv0 5) ?x726)))
(let ((?x1785 (bvadd ?x1778 ?x1774)))
(let (($x1805 (not (or (not (= ((_ extract 31 12) ?x1785) (_ bv0 20))) $x1800))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x2890 (and $x232 $x1805 $x721 $x1439)))
(let (($x1057 (not (or $x275 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3038 (and $x232 $x1805 $x721 $x1057)))
(let (($x738 (not (or $x275 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3847 (and $x232 $x1805 $x721 $x738)))
(let (($x279 (not (or $x275 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3247 (and $x232 $x1805 $x721 $x279)))
(or $x3247 $x3847 $x3038 $x2890)))))))))))))))))))
(check-sat)
