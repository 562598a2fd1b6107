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
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x461 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x1232 (bvmul (_ bv576 63) ?x461)))
 (let ((?x1236 (concat (bvadd ?x1232 (concat (_ bv0 31) ?x228)) (_ bv0 1))))
 (let (($x119 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x125 (not $x119)))
 (let ((?x120 ((_ extract 0 0) ctaid.y@A)))
 (let (($x124 (= ?x120 (_ bv1 1))))
 (let (($x1222 (not (or $x124 $x125 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x243 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1223 (and $x206 $x248 $x1222)))
 (let (($x133 (and $x1223 (= off!rw_global_y_epoch0_A ?x1236) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x133)))))))))))))))))))
(assert
 (let ((?x2165 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2167 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2168 (bvadd ?x2167 ?x2165)))
 (let ((?x2176 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x2177 (bvmul (_ bv576 63) ?x2176)))
 (let ((?x2179 (concat (bvadd ?x2177 (concat (_ bv0 31) ?x2168)) (_ bv0 1))))
 (let (($x2151 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x2153 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x2154 (not $x2153)))
 (let ((?x2155 ((_ extract 0 0) ctaid.y@B)))
 (let (($x2156 (= ?x2155 (_ bv1 1))))
 (let (($x2163 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2173 (not (or (not (= ((_ extract 31 10) ?x2168) (_ bv0 22))) $x2163))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x2174 (and $x206 $x2173 (not (or $x2156 $x2154 $x2151)))))
 (let (($x51 (and $x2174 (= off!rw_global_y_epoch0_B ?x2179) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x51)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x56 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x57 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x57) (bvult off!rw_global_y_epoch0_B ?x56)))))
(assert
 (let (($x2289 (= ctaid.z@A ctaid.z@B)))
 (let (($x43 (= ctaid.y@A ctaid.y@B)))
 (let (($x47 (= ctaid.x@A ctaid.x@B)))
 (and $x47 $x43 $x2289)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
