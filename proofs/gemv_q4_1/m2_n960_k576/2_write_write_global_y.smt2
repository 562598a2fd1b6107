; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
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
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709206015 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709547775 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
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
 (let (($x171 (= (_ bv0 32) epoch!ww_global_y_A)))
 (let (($x1249 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x227 (bvadd ?x226 ?x221)))
 (let ((?x2138 (concat (_ bv0 31) ?x227)))
 (let ((?x403 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x653 (concat (_ bv0 31) ?x403 (_ bv1 2))))
 (let ((?x2169 (bvmul (_ bv960 63) ?x653)))
 (let ((?x2172 (concat (bvadd ?x2169 ?x2138) (_ bv0 1))))
 (let (($x412 (= ?x403 (_ bv0 30))))
 (let (($x2118 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x242 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2109 (and $x207 $x247 $x2118 $x412)))
 (let (($x133 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x2109 (= off!ww_global_y_A ?x2172) $x1249 $x171))))
 (let ((?x2140 (concat (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ?x403 (_ bv0 2))) ?x2138) (_ bv0 1))))
 (let (($x116 (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x2109 (= off!ww_global_y_A ?x2140) $x1249 $x171))))
 (and (bvult sel!ww_global_y_A (_ bv2 32)) $x116 $x133)))))))))))))))))))))
(assert
 (let (($x1231 (= (_ bv0 32) epoch!ww_global_y_B)))
 (let (($x1229 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x736 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x740 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x741 (bvadd ?x740 ?x736)))
 (let ((?x2466 (concat (_ bv0 31) ?x741)))
 (let ((?x909 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x1154 (concat (_ bv0 31) ?x909 (_ bv1 2))))
 (let ((?x2401 (bvmul (_ bv960 63) ?x1154)))
 (let ((?x2398 (concat (bvadd ?x2401 ?x2466) (_ bv0 1))))
 (let (($x917 (= ?x909 (_ bv0 30))))
 (let (($x2501 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x754 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x759 (not (or (not (= ((_ extract 31 10) ?x741) (_ bv0 22))) $x754))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x2513 (and $x207 $x759 $x2501 $x917)))
 (let (($x1321 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x2513 (= off!ww_global_y_B ?x2398) $x1229 $x1231))))
 (let ((?x2462 (concat (bvadd (bvmul (_ bv960 63) (concat (_ bv0 31) ?x909 (_ bv0 2))) ?x2466) (_ bv0 1))))
 (let (($x1317 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x2513 (= off!ww_global_y_B ?x2462) $x1229 $x1231))))
 (and (bvult sel!ww_global_y_B (_ bv2 32)) $x1317 $x1321)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x1332 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let (($x166 (bvult off!ww_global_y_A (bvadd off!ww_global_y_B width!ww_global_y_B))))
(and $x166 $x1332))))
(check-sat)
