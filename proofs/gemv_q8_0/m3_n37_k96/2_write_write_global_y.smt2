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
 (bvule base!x (_ bv18446744073709551039 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709547841 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709551393 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv10 32)))
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
 (bvult ctaid.x@B (_ bv10 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x218 (= (_ bv0 32) epoch!ww_global_y_A)))
 (let (($x934 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x229 (bvadd ?x228 ?x223)))
 (let ((?x915 (concat (_ bv0 31) ?x229)))
 (let ((?x298 ((_ extract 29 0) ctaid.y@A)))
 (let ((?x571 (concat (_ bv0 31) ?x298 (_ bv2 2))))
 (let ((?x970 (bvmul (_ bv37 63) ?x571)))
 (let ((?x973 (concat (bvadd ?x970 ?x915) (_ bv0 1))))
 (let (($x384 (= ?x298 (_ bv0 30))))
 (let ((?x327 ((_ extract 4 0) tid.x@A)))
 (let (($x895 (= ?x327 (_ bv0 5))))
 (let (($x244 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x249 (not (or (not (= ((_ extract 31 6) ?x229) (_ bv0 26))) $x244))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x886 (and $x208 $x249 $x895 $x384)))
 (let (($x3079 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x886 (= off!ww_global_y_A ?x973) $x934 $x218))))
 (let ((?x949 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x298 (_ bv1 2))) ?x915) (_ bv0 1))))
 (let (($x83 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x886 (= off!ww_global_y_A ?x949) $x934 $x218))))
 (let ((?x917 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x298 (_ bv0 2))) ?x915) (_ bv0 1))))
 (let (($x3111 (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x886 (= off!ww_global_y_A ?x917) $x934 $x218))))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) $x3111 $x83 $x3079))))))))))))))))))))))))
(assert
 (let (($x2120 (= (_ bv0 32) epoch!ww_global_y_B)))
 (let (($x2099 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x508 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x1418 (concat (_ bv0 31) ?x508)))
 (let ((?x256 ((_ extract 29 0) ctaid.y@B)))
 (let ((?x2023 (concat (_ bv0 31) ?x256 (_ bv2 2))))
 (let ((?x1308 (bvmul (_ bv37 63) ?x2023)))
 (let ((?x1299 (concat (bvadd ?x1308 ?x1418) (_ bv0 1))))
 (let (($x532 (= ?x256 (_ bv0 30))))
 (let ((?x753 ((_ extract 4 0) tid.x@B)))
 (let (($x1454 (= ?x753 (_ bv0 5))))
 (let (($x302 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x429 (not (= ((_ extract 31 6) ?x508) (_ bv0 26)))))
 (let (($x338 (not (or $x429 $x302))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1463 (and $x208 $x338 $x1454 $x532)))
 (let (($x139 (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1463 (= off!ww_global_y_B ?x1299) $x2099 $x2120))))
 (let ((?x1347 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x256 (_ bv1 2))) ?x1418) (_ bv0 1))))
 (let (($x421 (= off!ww_global_y_B ?x1347)))
 (let ((?x1411 (concat (bvadd (bvmul (_ bv37 63) (concat (_ bv0 31) ?x256 (_ bv0 2))) ?x1418) (_ bv0 1))))
 (let (($x2043 (= off!ww_global_y_B ?x1411)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x1463 $x2043 $x2099 $x2120)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1463 $x421 $x2099 $x2120)) $x139)))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x789 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x135 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x135) $x789))))
(check-sat)
