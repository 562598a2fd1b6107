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
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x250 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x255 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x256 (bvadd ?x255 ?x250)))
 (let ((?x541 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x762 (bvmul (_ bv19 63) ?x541)))
 (let ((?x779 (concat (bvadd ?x762 (concat (_ bv0 31) ?x256)) (_ bv0 1))))
 (let (($x128 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
 (let (($x136 (not $x128)))
 (let ((?x130 ((_ extract 1 0) ctaid.y@A)))
 (let (($x135 (= ?x130 (_ bv3 2))))
 (let (($x681 (not (or $x135 $x136 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x274 (bvule (_ bv19 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x279 (not (or (not (= ((_ extract 31 5) ?x256) (_ bv0 27))) $x274))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x682 (and $x233 $x279 $x681)))
 (let (($x1154 (and $x682 (= off!ww_global_y_A ?x779) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x1154)))))))))))))))))))
(assert
 (let ((?x969 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x971 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x972 (bvadd ?x971 ?x969)))
 (let ((?x994 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x995 (bvmul (_ bv19 63) ?x994)))
 (let ((?x997 (concat (bvadd ?x995 (concat (_ bv0 31) ?x972)) (_ bv0 1))))
 (let (($x982 (= ((_ extract 31 2) ctaid.y@B) (_ bv0 30))))
 (let (($x983 (not $x982)))
 (let ((?x979 ((_ extract 1 0) ctaid.y@B)))
 (let (($x980 (= ?x979 (_ bv3 2))))
 (let (($x991 (not (or $x980 $x983 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x967 (bvule (_ bv19 5) (bvadd ((_ extract 9 5) tid.x@B) (concat ((_ extract 2 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x977 (not (or (not (= ((_ extract 31 5) ?x972) (_ bv0 27))) $x967))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x992 (and $x233 $x977 $x991)))
 (let (($x125 (and $x992 (= off!ww_global_y_B ?x997) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x125)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x163 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x159 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x159) (bvult off!ww_global_y_B ?x163)))))
(assert
 (let ((?x1277 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1272 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1272 tid.x@A) (concat ?x1277 tid.x@B)))))
(check-sat)
