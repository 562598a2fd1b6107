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
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x273 (not (= ((_ extract 29 4) ctaid.y@A) (_ bv0 26)))))
(let (($x1439 (not (or $x273 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x722 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1800 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1763 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x698 ((_ extract 31 5) tid.x@A)))
(let ((?x1775 (concat (_ bv0 5) ?x698)))
(let ((?x1785 (bvadd ?x1775 ?x1763)))
(let (($x1805 (not (or (not (= ((_ extract 31 12) ?x1785) (_ bv0 20))) $x1800))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x2891 (and $x232 $x1805 $x722 $x1439)))
(let (($x1063 (not (or $x273 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3039 (and $x232 $x1805 $x722 $x1063)))
(let (($x738 (not (or $x273 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3848 (and $x232 $x1805 $x722 $x738)))
(let (($x277 (not (or $x273 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3248 (and $x232 $x1805 $x722 $x277)))
(or $x3248 $x3848 $x3039 $x2891)))))))))))))))))))
(check-sat)
