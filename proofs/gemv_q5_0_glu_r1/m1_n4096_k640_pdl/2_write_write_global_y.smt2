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
 (bvult ctaid.x@A (_ bv512 32)))
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
 (bvult ctaid.x@B (_ bv512 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x227 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x232 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x233 (bvadd ?x232 ?x227)))
 (let ((?x845 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x643 (bvmul (_ bv2048 63) ?x845)))
 (let ((?x1031 (concat (bvadd ?x643 (concat (_ bv0 31) ?x233)) (_ bv0 1))))
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x126 (not $x120)))
 (let ((?x121 ((_ extract 0 0) ctaid.y@A)))
 (let (($x125 (= ?x121 (_ bv1 1))))
 (let (($x385 (not (or $x125 $x126 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x251 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x256 (not (or (not (= ((_ extract 31 12) ?x233) (_ bv0 20))) $x251))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x431 (and $x207 $x256 $x385)))
 (let (($x97 (and $x431 (= off!ww_global_y_A ?x1031) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x97)))))))))))))))))))
(assert
 (let ((?x533 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1359 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1367 (bvadd ?x1359 ?x533)))
 (let ((?x1310 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x1316 (bvmul (_ bv2048 63) ?x1310)))
 (let ((?x1299 (concat (bvadd ?x1316 (concat (_ bv0 31) ?x1367)) (_ bv0 1))))
 (let (($x1333 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x1371 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x1353 (not $x1371)))
 (let ((?x1338 ((_ extract 0 0) ctaid.y@B)))
 (let (($x1322 (= ?x1338 (_ bv1 1))))
 (let (($x323 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 9 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1362 (not (or (not (= ((_ extract 31 12) ?x1367) (_ bv0 20))) $x323))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1307 (and $x207 $x1362 (not (or $x1322 $x1353 $x1333)))))
 (let (($x135 (and $x1307 (= off!ww_global_y_B ?x1299) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x135)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1528 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let ((?x44 (bvadd off!ww_global_y_B width!ww_global_y_B)))
 (and (bvult off!ww_global_y_A ?x44) (bvult off!ww_global_y_B ?x1528)))))
(assert
 (let ((?x1616 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1611 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1611 tid.x@A) (concat ?x1616 tid.x@B)))))
(check-sat)
