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
 (bvult ctaid.x@A (_ bv240 32)))
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
 (bvult ctaid.x@B (_ bv240 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x828 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2)))))
 (let ((?x2026 (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv0 2))) (concat (_ bv0 31) ?x828))))
 (let ((?x1847 (concat ?x2026 (_ bv0 1))))
 (let (($x7667 (= off!ww_global_y_A ?x1847)))
 (let ((?x255 ((_ extract 29 0) ctaid.y@A)))
 (let (($x272 (= ?x255 (_ bv0 30))))
 (let (($x714 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x852 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x857 (not (or (not (= ((_ extract 31 10) ?x828) (_ bv0 22))) $x852))))
 (let (($x227 (= param!power (_ bv1 32))))
 (let (($x2038 (and $x227 $x857 $x714 $x272)))
 (let (($x7573 (and $x2038 $x7667 (= (_ bv2 64) width!ww_global_y_A) (= (_ bv1 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x7573)))))))))))))))
(assert
 (let ((?x7351 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x7352 ((_ extract 31 5) tid.x@B)))
 (let ((?x7353 (concat (_ bv0 5) ?x7352)))
 (let ((?x7354 (bvadd ?x7353 ?x7351)))
 (let ((?x7341 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x7362 (concat (_ bv0 31) ?x7341 (_ bv0 2))))
 (let ((?x7363 (bvmul (_ bv960 63) ?x7362)))
 (let ((?x7365 (concat (bvadd ?x7363 (concat (_ bv0 31) ?x7354)) (_ bv0 1))))
 (let (($x7342 (= ?x7341 (_ bv0 30))))
 (let (($x7344 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x7349 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x7359 (not (or (not (= ((_ extract 31 10) ?x7354) (_ bv0 22))) $x7349))))
 (let (($x227 (= param!power (_ bv1 32))))
 (let (($x7360 (and $x227 $x7359 $x7344 $x7342)))
 (let (($x182 (and $x7360 (= off!ww_global_y_B ?x7365) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv1 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x182))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x7688 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let ((?x7684 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x7684) (bvult off!ww_global_y_B ?x7688)))))
(check-sat)
