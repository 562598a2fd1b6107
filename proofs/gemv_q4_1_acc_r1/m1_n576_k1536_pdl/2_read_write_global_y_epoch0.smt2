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
(declare-fun epoch!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun epoch!rw_global_y_epoch0_B () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun sel!rw_global_y_epoch0_B () (_ BitVec 32))
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
 (let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x227 (bvadd ?x226 ?x221)))
 (let ((?x453 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x437 (bvmul (_ bv576 63) ?x453)))
 (let ((?x545 (concat (bvadd ?x437 (concat (_ bv0 31) ?x227)) (_ bv0 1))))
 (let (($x119 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x125 (not $x119)))
 (let ((?x120 ((_ extract 0 0) ctaid.y@A)))
 (let (($x124 (= ?x120 (_ bv1 1))))
 (let (($x436 (not (or $x124 $x125 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x242 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x521 (and $x206 $x247 $x436)))
 (let (($x138 (and $x521 (= off!rw_global_y_epoch0_A ?x545) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x138)))))))))))))))))))
(assert
 (let ((?x1208 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1210 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1211 (bvadd ?x1210 ?x1208)))
 (let ((?x1219 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x1220 (bvmul (_ bv576 63) ?x1219)))
 (let ((?x1222 (concat (bvadd ?x1220 (concat (_ bv0 31) ?x1211)) (_ bv0 1))))
 (let (($x1194 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x1196 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x1197 (not $x1196)))
 (let ((?x1198 ((_ extract 0 0) ctaid.y@B)))
 (let (($x1199 (= ?x1198 (_ bv1 1))))
 (let (($x1206 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1216 (not (or (not (= ((_ extract 31 10) ?x1211) (_ bv0 22))) $x1206))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1217 (and $x206 $x1216 (not (or $x1199 $x1197 $x1194)))))
 (let (($x52 (and $x1217 (= off!rw_global_y_epoch0_B ?x1222) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x52)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x42 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x55 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x55) (bvult off!rw_global_y_epoch0_B ?x42)))))
(assert
 (let (($x43 (= ctaid.z@A ctaid.z@B)))
 (let (($x47 (= ctaid.y@A ctaid.y@B)))
 (let (($x44 (= ctaid.x@A ctaid.x@B)))
 (and $x44 $x47 $x43)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
