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
 (let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x226 (bvadd ?x225 ?x220)))
 (let ((?x460 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@A))))
 (let ((?x1228 (concat (bvadd ?x460 (concat (_ bv0 31) ?x226)) (_ bv0 1))))
 (let (($x118 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x124 (not $x118)))
 (let ((?x119 ((_ extract 0 0) ctaid.y@A)))
 (let (($x123 (= ?x119 (_ bv1 1))))
 (let (($x1217 (not (or $x123 $x124 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x241 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x246 (not (or (not (= ((_ extract 31 10) ?x226) (_ bv0 22))) $x241))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x1218 (and $x204 $x246 $x1217)))
 (let (($x132 (and $x1218 (= off!rw_global_y_epoch0_A ?x1228) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x132))))))))))))))))))
(assert
 (let ((?x2160 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2162 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2163 (bvadd ?x2162 ?x2160)))
 (let ((?x2172 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.y@B))))
 (let ((?x2174 (concat (bvadd ?x2172 (concat (_ bv0 31) ?x2163)) (_ bv0 1))))
 (let (($x2146 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x2148 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x2149 (not $x2148)))
 (let ((?x2150 ((_ extract 0 0) ctaid.y@B)))
 (let (($x2151 (= ?x2150 (_ bv1 1))))
 (let (($x2158 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2168 (not (or (not (= ((_ extract 31 10) ?x2163) (_ bv0 22))) $x2158))))
 (let (($x204 (= param!power (_ bv1 32))))
 (let (($x2169 (and $x204 $x2168 (not (or $x2151 $x2149 $x2146)))))
 (let (($x50 (and $x2169 (= off!rw_global_y_epoch0_B ?x2174) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x50))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x55 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x53 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x53) (bvult off!rw_global_y_epoch0_B ?x55)))))
(assert
 (let (($x2259 (= ctaid.z@A ctaid.z@B)))
 (let (($x45 (= ctaid.y@A ctaid.y@B)))
 (let (($x42 (= ctaid.x@A ctaid.x@B)))
 (and $x42 $x45 $x2259)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
