; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
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
(declare-fun epoch!ww_global_y_A () (_ BitVec 32))
(declare-fun width!ww_global_y_A () (_ BitVec 64))
(declare-fun off!ww_global_y_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!ww_global_y_A () (_ BitVec 32))
(declare-fun epoch!ww_global_y_B () (_ BitVec 32))
(declare-fun width!ww_global_y_B () (_ BitVec 64))
(declare-fun off!ww_global_y_B () (_ BitVec 64))
(declare-fun sel!ww_global_y_B () (_ BitVec 32))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073679470591 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709158399 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv12288 32)))
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
 (bvult ctaid.x@B (_ bv12288 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x196 (= (_ bv0 32) epoch!ww_global_y_A)))
 (let (($x192 (= (_ bv4 64) width!ww_global_y_A)))
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x1877 (concat (_ bv0 30) ?x228)))
 (let ((?x1912 (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@A) (_ bv1 2)))))
 (let ((?x1915 (concat (bvadd ?x1912 ?x1877) (_ bv0 2))))
 (let ((?x335 ((_ extract 29 0) ctaid.y@A)))
 (let (($x283 (= ?x335 (_ bv0 30))))
 (let ((?x362 ((_ extract 4 0) tid.x@A)))
 (let (($x1853 (= ?x362 (_ bv0 5))))
 (let (($x243 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 16) ?x228) (_ bv0 16))) $x243))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1844 (and $x208 $x248 $x1853 $x283)))
 (let (($x856 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1844 (= off!ww_global_y_A ?x1915) $x192 $x196))))
 (let ((?x1879 (concat (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ?x335 (_ bv0 2))) ?x1877) (_ bv0 2))))
 (let (($x880 (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x1844 (= off!ww_global_y_A ?x1879) $x192 $x196))))
 (and (bvult sel!ww_global_y_A (_ bv2 32)) $x880 $x856)))))))))))))))))))))
(assert
 (let (($x862 (= (_ bv0 32) epoch!ww_global_y_B)))
 (let (($x141 (= (_ bv4 64) width!ww_global_y_B)))
 (let ((?x536 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x540 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x541 (bvadd ?x540 ?x536)))
 (let ((?x2031 (concat (_ bv0 30) ?x541)))
 (let ((?x1968 (bvmul (_ bv49152 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@B) (_ bv1 2)))))
 (let ((?x1959 (concat (bvadd ?x1968 ?x2031) (_ bv0 2))))
 (let ((?x630 ((_ extract 29 0) ctaid.y@B)))
 (let (($x682 (= ?x630 (_ bv0 30))))
 (let ((?x671 ((_ extract 4 0) tid.x@B)))
 (let (($x2080 (= ?x671 (_ bv0 5))))
 (let (($x554 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@B) (concat ((_ extract 13 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x559 (not (or (not (= ((_ extract 31 16) ?x541) (_ bv0 16))) $x554))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x2092 (and $x208 $x559 $x2080 $x682)))
 (let (($x899 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x2092 (= off!ww_global_y_B ?x1959) $x141 $x862))))
 (let ((?x1894 (concat (bvadd (bvmul (_ bv49152 62) (concat (_ bv0 30) ?x630 (_ bv0 2))) ?x2031) (_ bv0 2))))
 (let (($x887 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x2092 (= off!ww_global_y_B ?x1894) $x141 $x862))))
 (and (bvult sel!ww_global_y_B (_ bv2 32)) $x887 $x899)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x827 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x886 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x886 $x827))))
(check-sat)
