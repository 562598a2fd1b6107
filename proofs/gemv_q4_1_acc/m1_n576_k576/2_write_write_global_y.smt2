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
 (bvule base!x (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709550463 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
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
 (bvult ctaid.x@B (_ bv144 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x219 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x224 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x225 (bvadd ?x224 ?x219)))
 (let ((?x496 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv0 2)))))
 (let ((?x1756 (concat (bvadd ?x496 (concat (_ bv0 31) ?x225)) (_ bv0 1))))
 (let ((?x401 ((_ extract 29 0) ctaid.y@A)))
 (let (($x417 (= ?x401 (_ bv0 30))))
 (let (($x1739 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x240 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x245 (not (or (not (= ((_ extract 31 10) ?x225) (_ bv0 22))) $x240))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x1725 (and $x204 $x245 $x1739 $x417)))
 (let (($x122 (and $x1725 (= off!ww_global_y_A ?x1756) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x122))))))))))))))))
(assert
 (let ((?x589 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x593 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x594 (bvadd ?x593 ?x589)))
 (let ((?x855 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv0 2)))))
 (let ((?x2122 (concat (bvadd ?x855 (concat (_ bv0 31) ?x594)) (_ bv0 1))))
 (let ((?x762 ((_ extract 29 0) ctaid.y@B)))
 (let (($x777 (= ?x762 (_ bv0 30))))
 (let (($x2159 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x607 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x612 (not (or (not (= ((_ extract 31 10) ?x594) (_ bv0 22))) $x607))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x2158 (and $x204 $x612 $x2159 $x777)))
 (let (($x959 (and $x2158 (= off!ww_global_y_B ?x2122) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x959))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x86 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x954 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x954) $x86))))
(check-sat)
