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
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x273 (not (= ((_ extract 29 2) ctaid.y@A) (_ bv0 28)))))
(let (($x1438 (not (or $x273 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x722 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1799 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1762 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x698 ((_ extract 31 5) tid.x@A)))
(let ((?x1774 (concat (_ bv0 5) ?x698)))
(let ((?x1784 (bvadd ?x1774 ?x1762)))
(let (($x1804 (not (or (not (= ((_ extract 31 12) ?x1784) (_ bv0 20))) $x1799))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x2891 (and $x232 $x1804 $x722 $x1438)))
(let (($x1066 (not (or $x273 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3009 (and $x232 $x1804 $x722 $x1066)))
(let (($x738 (not (or $x273 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3016 (and $x232 $x1804 $x722 $x738)))
(let (($x277 (not (or $x273 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3246 (and $x232 $x1804 $x722 $x277)))
(or $x3246 $x3016 $x3009 $x2891)))))))))))))))))))
(check-sat)
