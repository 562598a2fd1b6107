; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv240 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x272 (not (= ((_ extract 29 2) ctaid.y@A) (_ bv0 28)))))
(let (($x1438 (not (or $x272 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv3 2)))))))
(let (($x722 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1798 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x1762 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x698 ((_ extract 31 5) tid.x@A)))
(let ((?x1774 (concat (_ bv0 5) ?x698)))
(let ((?x1784 (bvadd ?x1774 ?x1762)))
(let (($x1803 (not (or (not (= ((_ extract 31 10) ?x1784) (_ bv0 22))) $x1798))))
(let (($x231 (= param!power (_ bv1 32))))
(let (($x3833 (and $x231 $x1803 $x722 $x1438)))
(let (($x1066 (not (or $x272 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv2 2)))))))
(let (($x3856 (and $x231 $x1803 $x722 $x1066)))
(let (($x738 (not (or $x272 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv1 2)))))))
(let (($x3015 (and $x231 $x1803 $x722 $x738)))
(let (($x276 (not (or $x272 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv0 2)))))))
(let (($x3245 (and $x231 $x1803 $x722 $x276)))
(or $x3245 $x3015 $x3856 $x3833)))))))))))))))))))
(check-sat)
