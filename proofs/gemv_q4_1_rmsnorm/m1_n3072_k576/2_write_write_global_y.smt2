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
 (bvult ctaid.x@A (_ bv768 32)))
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
 (bvult ctaid.x@B (_ bv768 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x828 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
 (let ((?x2027 (bvadd (bvmul (_ bv3072 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv0 2))) (concat (_ bv0 31) ?x828))))
 (let ((?x1848 (concat ?x2027 (_ bv0 1))))
 (let (($x125 (= off!ww_global_y_A ?x1848)))
 (let ((?x256 ((_ extract 29 0) ctaid.y@A)))
 (let (($x273 (= ?x256 (_ bv0 30))))
 (let (($x714 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x853 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x858 (not (or (not (= ((_ extract 31 12) ?x828) (_ bv0 20))) $x853))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x2039 (and $x228 $x858 $x714 $x273)))
 (let (($x60 (and $x2039 $x125 (= (_ bv2 64) width!ww_global_y_A) (= (_ bv1 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x60)))))))))))))))
(assert
 (let ((?x7352 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x7353 ((_ extract 31 5) tid.x@B)))
 (let ((?x7354 (concat (_ bv0 5) ?x7353)))
 (let ((?x7355 (bvadd ?x7354 ?x7352)))
 (let ((?x7342 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x7363 (concat (_ bv0 31) ?x7342 (_ bv0 2))))
 (let ((?x7364 (bvmul (_ bv3072 63) ?x7363)))
 (let ((?x7366 (concat (bvadd ?x7364 (concat (_ bv0 31) ?x7355)) (_ bv0 1))))
 (let (($x7343 (= ?x7342 (_ bv0 30))))
 (let (($x7345 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x7350 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 9 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x7360 (not (or (not (= ((_ extract 31 12) ?x7355) (_ bv0 20))) $x7350))))
 (let (($x228 (= param!power (_ bv1 32))))
 (let (($x7361 (and $x228 $x7360 $x7345 $x7343)))
 (let (($x56 (and $x7361 (= off!ww_global_y_B ?x7366) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv1 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x56))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x62 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x172 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x172 $x62))))
(check-sat)
