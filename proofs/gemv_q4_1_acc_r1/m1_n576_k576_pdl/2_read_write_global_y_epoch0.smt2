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
 (let ((?x219 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x224 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x225 (bvadd ?x224 ?x219)))
 (let ((?x440 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x290 (concat (bvadd ?x440 (concat (_ bv0 31) ?x225)) (_ bv0 1))))
 (let (($x118 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x124 (not $x118)))
 (let ((?x119 ((_ extract 0 0) ctaid.y@A)))
 (let (($x123 (= ?x119 (_ bv1 1))))
 (let (($x399 (not (or $x123 $x124 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x240 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x245 (not (or (not (= ((_ extract 31 10) ?x225) (_ bv0 22))) $x240))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x333 (and $x204 $x245 $x399)))
 (let (($x1025 (and $x333 (= off!rw_global_y_epoch0_A ?x290) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x1025))))))))))))))))))
(assert
 (let ((?x906 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x908 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x909 (bvadd ?x908 ?x906)))
 (let ((?x929 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x931 (concat (bvadd ?x929 (concat (_ bv0 31) ?x909)) (_ bv0 1))))
 (let (($x918 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x920 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x921 (not $x920)))
 (let ((?x922 ((_ extract 0 0) ctaid.y@B)))
 (let (($x923 (= ?x922 (_ bv1 1))))
 (let (($x904 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x914 (not (or (not (= ((_ extract 31 10) ?x909) (_ bv0 22))) $x904))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x926 (and $x204 $x914 (not (or $x923 $x921 $x918)))))
 (let (($x72 (and $x926 (= off!rw_global_y_epoch0_B ?x931) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x72))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x91 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x184 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x184) (bvult off!rw_global_y_epoch0_B ?x91)))))
(assert
 (let (($x154 (= ctaid.z@A ctaid.z@B)))
 (let (($x180 (= ctaid.y@A ctaid.y@B)))
 (let (($x1096 (= ctaid.x@A ctaid.x@B)))
 (and $x1096 $x180 $x154)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
