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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv80 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x373 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
 (let ((?x378 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x379 (bvadd ?x378 ?x373)))
 (let ((?x390 (concat (_ bv0 32) ?x379)))
 (let ((?x5567 (bvmul (_ bv2 64) ?x390)))
 (let ((?x426 ((_ extract 4 0) tid.x@A)))
 (let (($x8302 (= ?x426 (_ bv0 5))))
 (let (($x394 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 3))))))
 (let (($x395 (not (= ((_ extract 31 10) ?x379) (_ bv0 22)))))
 (let (($x6876 (not (or $x395 $x394))))
 (let (($x321 (= param!power (_ bv1 32))))
 (let (($x4817 (and $x321 $x6876 $x8302)))
 (let (($x155 (and $x4817 (= off!ww_global_y_A ?x5567) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv1 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x155))))))))))))))))
(assert
 (let ((?x11019 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3)))))
 (let ((?x10227 (concat (_ bv0 32) ?x11019)))
 (let ((?x10097 (bvmul (_ bv2 64) ?x10227)))
 (let (($x836 (= off!ww_global_y_B ?x10097)))
 (let ((?x10027 ((_ extract 4 0) tid.x@B)))
 (let (($x10375 (= ?x10027 (_ bv0 5))))
 (let (($x10293 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 6 0) ctaid.x@B) (_ bv0 3))))))
 (let (($x10724 (not (= ((_ extract 31 10) ?x11019) (_ bv0 22)))))
 (let (($x11156 (not (or $x10724 $x10293))))
 (let (($x321 (= param!power (_ bv1 32))))
 (let (($x11128 (and $x321 $x11156 $x10375)))
 (let (($x839 (and $x11128 $x836 (= (_ bv2 64) width!ww_global_y_B) (= (_ bv1 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x839)))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x847 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x845 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x845) (bvult off!ww_global_y_B ?x847)))))
(assert
 (let ((?x228 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x219 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x219 tid.x@A) (concat ?x228 tid.x@B)))))
(check-sat)
