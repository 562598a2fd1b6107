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
 (let ((?x1417 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x1462 (concat (_ bv0 31) ?x1417 (_ bv0 2))))
 (let ((?x1869 (bvmul (_ bv576 63) ?x1462)))
 (let ((?x2169 (concat (bvadd ?x1869 (concat (_ bv0 31) ?x227)) (_ bv0 1))))
 (let (($x1433 (= ?x1417 (_ bv0 30))))
 (let (($x1441 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x242 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2178 (and $x206 $x247 $x1441 $x1433)))
 (let (($x10281 (and $x2178 (= off!ww_global_y_A ?x2169) (= (_ bv2 64) width!ww_global_y_A) (= (_ bv0 32) epoch!ww_global_y_A))))
 (and (bvult sel!ww_global_y_A (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) $x10281)))))))))))))))))
(assert
 (let ((?x10108 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x10110 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x10111 (bvadd ?x10110 ?x10108)))
 (let ((?x10098 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x10119 (concat (_ bv0 31) ?x10098 (_ bv0 2))))
 (let ((?x10120 (bvmul (_ bv576 63) ?x10119)))
 (let ((?x10122 (concat (bvadd ?x10120 (concat (_ bv0 31) ?x10111)) (_ bv0 1))))
 (let (($x10099 (= ?x10098 (_ bv0 30))))
 (let (($x10101 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x10106 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x10116 (not (or (not (= ((_ extract 31 10) ?x10111) (_ bv0 22))) $x10106))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x10117 (and $x206 $x10116 $x10101 $x10099)))
 (let (($x84 (and $x10117 (= off!ww_global_y_B ?x10122) (= (_ bv2 64) width!ww_global_y_B) (= (_ bv0 32) epoch!ww_global_y_B))))
 (and (bvult sel!ww_global_y_B (_ bv1 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) $x84)))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x10266 (bvadd off!ww_global_y_A width!ww_global_y_A)))
(let (($x10250 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x10250 (bvult off!ww_global_y_B ?x10266)))))
(check-sat)
