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
 (let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x229 (bvadd ?x228 ?x223)))
 (let ((?x445 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x1205 (bvmul (_ bv36 63) ?x445)))
 (let ((?x1209 (concat (bvadd ?x1205 (concat (_ bv0 31) ?x229)) (_ bv0 1))))
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x126 (not $x120)))
 (let ((?x121 ((_ extract 0 0) ctaid.y@A)))
 (let (($x125 (= ?x121 (_ bv1 1))))
 (let (($x1195 (not (or $x125 $x126 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x244 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x249 (not (or (not (= ((_ extract 31 6) ?x229) (_ bv0 26))) $x244))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1196 (and $x207 $x249 $x1195)))
 (let (($x132 (and $x1196 (= off!rw_global_y_epoch0_A ?x1209) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x132)))))))))))))))))))
(assert
 (let ((?x2135 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x2137 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x2138 (bvadd ?x2137 ?x2135)))
 (let ((?x2146 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x2147 (bvmul (_ bv36 63) ?x2146)))
 (let ((?x2149 (concat (bvadd ?x2147 (concat (_ bv0 31) ?x2138)) (_ bv0 1))))
 (let (($x2121 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x2123 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x2124 (not $x2123)))
 (let ((?x2125 ((_ extract 0 0) ctaid.y@B)))
 (let (($x2126 (= ?x2125 (_ bv1 1))))
 (let (($x2133 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x2143 (not (or (not (= ((_ extract 31 6) ?x2138) (_ bv0 26))) $x2133))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2144 (and $x207 $x2143 (not (or $x2126 $x2124 $x2121)))))
 (let (($x2214 (and $x2144 (= off!rw_global_y_epoch0_B ?x2149) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x2214)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x184 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x72 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x72) (bvult off!rw_global_y_epoch0_B ?x184)))))
(assert
 (let (($x46 (= ctaid.z@A ctaid.z@B)))
 (let (($x52 (= ctaid.y@A ctaid.y@B)))
 (let (($x2246 (= ctaid.x@A ctaid.x@B)))
 (and $x2246 $x52 $x46)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
