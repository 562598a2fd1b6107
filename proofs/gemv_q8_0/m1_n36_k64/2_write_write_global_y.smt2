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
 (let ((?x428 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x722 (concat (_ bv0 31) ?x428 (_ bv0 2))))
 (let ((?x798 (bvmul (_ bv36 63) ?x722)))
 (let ((?x802 (concat (bvadd ?x798 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x450 (= ?x428 (_ bv0 30))))
 (let ((?x695 ((_ extract 4 0) tid.x@A)))
 (let (($x758 (= ?x695 (_ bv0 5))))
 (let (($x243 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 6) ?x228) (_ bv0 26))) $x243))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x647 (and $x207 $x248 $x758 $x450)))
 (let (($x1268 (and $x647 (= off!ww_global_y_A ?x802) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x1268))))))))))))))))))
(assert
 (let ((?x1124 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1126 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1127 (bvadd ?x1126 ?x1124)))
 (let ((?x1141 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x1147 (concat (_ bv0 31) ?x1141 (_ bv0 2))))
 (let ((?x1148 (bvmul (_ bv36 63) ?x1147)))
 (let ((?x1150 (concat (bvadd ?x1148 (concat (_ bv0 31) ?x1127)) (_ bv0 1))))
 (let (($x1142 (= ?x1141 (_ bv0 30))))
 (let ((?x1143 ((_ extract 4 0) tid.x@B)))
 (let (($x1144 (= ?x1143 (_ bv0 5))))
 (let (($x1122 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1132 (not (or (not (= ((_ extract 31 6) ?x1127) (_ bv0 26))) $x1122))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1145 (and $x207 $x1132 $x1144 $x1142)))
 (let (($x1301 (and $x1145 (= off!ww_global_y_B ?x1150) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x1301))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x58 (bvadd off!ww_global_y_A width!ww_global_y_A)))
 (let (($x151 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
 (and $x151 (bvult off!ww_global_y_B ?x58)))))
(assert
 (let ((?x1423 (concat (concat (concat (concat ctaid.z@B ctaid.y@B) ctaid.x@B) tid.z@B) tid.y@B)))
(let ((?x1418 (concat (concat (concat (concat ctaid.z@A ctaid.y@A) ctaid.x@A) tid.z@A) tid.y@A)))
(bvult (concat ?x1418 tid.x@A) (concat ?x1423 tid.x@B)))))
(check-sat)
