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
 (bvult ctaid.x@A (_ bv10 32)))
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
 (bvult ctaid.x@B (_ bv10 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x248 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x253 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x254 (bvadd ?x253 ?x248)))
 (let ((?x502 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x1533 (bvmul (_ bv38 63) ?x502)))
 (let ((?x1537 (concat (bvadd ?x1533 (concat (_ bv0 31) ?x254)) (_ bv0 1))))
 (let (($x128 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
 (let (($x136 (not $x128)))
 (let ((?x130 ((_ extract 1 0) ctaid.y@A)))
 (let (($x135 (= ?x130 (_ bv3 2))))
 (let (($x1520 (not (or $x135 $x136 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x269 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x274 (not (or (not (= ((_ extract 31 6) ?x254) (_ bv0 26))) $x269))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x1521 (and $x233 $x274 $x1520)))
 (let (($x3153 (and $x1521 (= off!ww_global_y_A ?x1537) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x3153)))))))))))))))))))
(assert
 (let ((?x1543 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x492 (concat (bvadd (bvmul (_ bv38 63) (concat (_ bv0 31) ctaid.y@B)) (concat (_ bv0 31) ?x1543)) (_ bv0 1))))
 (let (($x3106 (= off!ww_global_y_B ?x492)))
 (let (($x1563 (= ((_ extract 31 2) ctaid.y@B) (_ bv0 30))))
 (let (($x1564 (not $x1563)))
 (let ((?x508 ((_ extract 1 0) ctaid.y@B)))
 (let (($x1559 (= ?x508 (_ bv3 2))))
 (let (($x565 (not (or $x1559 $x1564 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))))
 (let (($x1552 (bvule (_ bv38 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x495 (not (or (not (= ((_ extract 31 6) ?x1543) (_ bv0 26))) $x1552))))
 (let (($x233 (= param!power (_ bv1 32))))
 (let (($x1531 (and $x233 $x495 $x565)))
 (let (($x92 (and $x1531 $x3106 (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x92))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x182 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x3146 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x3146) $x182))))
(check-sat)
