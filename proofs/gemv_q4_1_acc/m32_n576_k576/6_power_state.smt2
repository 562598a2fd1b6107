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
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x676 (not (= ((_ extract 29 4) ctaid.y@A) (_ bv0 26)))))
(let (($x2029 (not (or $x676 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x974 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x243 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x828 (and $x208 $x248 $x974 $x2029)))
(let (($x1889 (not (or $x676 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x1289 (and $x208 $x248 $x974 $x1889)))
(let (($x1845 (not (or $x676 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x678 (and $x208 $x248 $x974 $x1845)))
(let (($x1737 (not (or $x676 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x925 (and $x208 $x248 $x974 $x1737)))
(or $x925 $x678 $x1289 $x828))))))))))))))))))
(check-sat)
