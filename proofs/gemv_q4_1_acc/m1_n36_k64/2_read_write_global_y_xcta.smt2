; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun epoch!rw_global_y_xcta_A () (_ BitVec 32))
(declare-fun width!rw_global_y_xcta_A () (_ BitVec 64))
(declare-fun off!rw_global_y_xcta_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_y_xcta_A () (_ BitVec 32))
(declare-fun epoch!rw_global_y_xcta_B () (_ BitVec 32))
(declare-fun width!rw_global_y_xcta_B () (_ BitVec 64))
(declare-fun off!rw_global_y_xcta_B () (_ BitVec 64))
(declare-fun sel!rw_global_y_xcta_B () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv9 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x581 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x1060 (concat (_ bv0 31) ?x581 (_ bv0 2))))
 (let ((?x1050 (bvmul (_ bv36 63) ?x1060)))
 (let ((?x1135 (concat (bvadd ?x1050 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x596 (= ?x581 (_ bv0 30))))
 (let (($x998 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1017 (and $x207 $x248 $x998 $x596)))
 (let (($x187 (and $x1017 (= off!rw_global_y_xcta_A ?x1135) (= (_ bv2 64) width!rw_global_y_xcta_A) (= (_ bv0 32) epoch!rw_global_y_xcta_A))))
 (and (bvult sel!rw_global_y_xcta_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_xcta_A) $x187)))))))))))))))))
(assert
 (let ((?x1775 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1777 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1778 (bvadd ?x1777 ?x1775)))
 (let ((?x1792 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x1798 (concat (_ bv0 31) ?x1792 (_ bv0 2))))
 (let ((?x1799 (bvmul (_ bv36 63) ?x1798)))
 (let ((?x1801 (concat (bvadd ?x1799 (concat (_ bv0 31) ?x1778)) (_ bv0 1))))
 (let (($x1793 (= ?x1792 (_ bv0 30))))
 (let (($x1795 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x1773 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1783 (not (or (not (= ((_ extract 31 6) ?x1778) (_ bv0 26))) $x1773))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1796 (and $x207 $x1783 $x1795 $x1793)))
 (let (($x147 (and $x1796 (= off!rw_global_y_xcta_B ?x1801) (= (_ bv2 64) width!rw_global_y_xcta_B) (= (_ bv0 32) epoch!rw_global_y_xcta_B))))
 (and (bvult sel!rw_global_y_xcta_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_xcta_B) $x147)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x1919 (bvult off!rw_global_y_xcta_B (bvadd off!rw_global_y_xcta_A width!rw_global_y_xcta_A))))
 (let ((?x104 (bvadd off!rw_global_y_xcta_B width!rw_global_y_xcta_B)))
 (and (bvult off!rw_global_y_xcta_A ?x104) $x1919))))
(assert
 (let (($x1956 (= ctaid.z@A ctaid.z@B)))
(let (($x1955 (= ctaid.y@A ctaid.y@B)))
(let (($x1945 (= ctaid.x@A ctaid.x@B)))
(let (($x1886 (and $x1945 $x1955 $x1956)))
(not $x1886))))))
(check-sat)
