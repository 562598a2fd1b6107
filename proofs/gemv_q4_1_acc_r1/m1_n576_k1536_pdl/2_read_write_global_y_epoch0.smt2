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
 (let ((?x462 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x2869 (bvmul (_ bv576 63) ?x462)))
 (let ((?x2873 (concat (bvadd ?x2869 (concat (_ bv0 31) ?x227)) (_ bv0 1))))
 (let (($x119 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x125 (not $x119)))
 (let ((?x120 ((_ extract 0 0) ctaid.y@A)))
 (let (($x124 (= ?x120 (_ bv1 1))))
 (let (($x2860 (not (or $x124 $x125 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x242 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2861 (and $x206 $x247 $x2860)))
 (let (($x138 (and $x2861 (= off!rw_global_y_epoch0_A ?x2873) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x138)))))))))))))))))))
(assert
 (let ((?x5980 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x5982 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x5983 (bvadd ?x5982 ?x5980)))
 (let ((?x5991 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x5992 (bvmul (_ bv576 63) ?x5991)))
 (let ((?x5994 (concat (bvadd ?x5992 (concat (_ bv0 31) ?x5983)) (_ bv0 1))))
 (let (($x5966 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x5968 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x5969 (not $x5968)))
 (let ((?x5970 ((_ extract 0 0) ctaid.y@B)))
 (let (($x5971 (= ?x5970 (_ bv1 1))))
 (let (($x5978 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x5988 (not (or (not (= ((_ extract 31 10) ?x5983) (_ bv0 22))) $x5978))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x5989 (and $x206 $x5988 (not (or $x5971 $x5969 $x5966)))))
 (let (($x52 (and $x5989 (= off!rw_global_y_epoch0_B ?x5994) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
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
