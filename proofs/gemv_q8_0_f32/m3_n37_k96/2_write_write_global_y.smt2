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
 (bvule base!y (_ bv18446744073709551171 64)))
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
 (let (($x3058 (= (_ bv0 32) epoch!ww_global_y_A)))
 (let (($x3068 (= (_ bv4 64) width!ww_global_y_A)))
 (let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x229 (bvadd ?x228 ?x223)))
 (let ((?x919 (concat (_ bv0 30) ?x229)))
 (let ((?x982 (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@A) (_ bv2 2)))))
 (let ((?x985 (concat (bvadd ?x982 ?x919) (_ bv0 2))))
 (let ((?x298 ((_ extract 29 0) ctaid.y@A)))
 (let (($x384 (= ?x298 (_ bv0 30))))
 (let ((?x327 ((_ extract 4 0) tid.x@A)))
 (let (($x895 (= ?x327 (_ bv0 5))))
 (let (($x244 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x249 (not (or (not (= ((_ extract 31 6) ?x229) (_ bv0 26))) $x244))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x886 (and $x208 $x249 $x895 $x384)))
 (let (($x194 (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x886 (= off!ww_global_y_A ?x985) $x3068 $x3058))))
 (let ((?x957 (concat (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ?x298 (_ bv1 2))) ?x919) (_ bv0 2))))
 (let (($x98 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x886 (= off!ww_global_y_A ?x957) $x3068 $x3058))))
 (let ((?x921 (concat (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ?x298 (_ bv0 2))) ?x919) (_ bv0 2))))
 (let (($x120 (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x886 (= off!ww_global_y_A ?x921) $x3068 $x3058))))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) $x120 $x98 $x194)))))))))))))))))))))))
(assert
 (let (($x69 (= (_ bv0 32) epoch!ww_global_y_B)))
 (let (($x142 (= (_ bv4 64) width!ww_global_y_B)))
 (let ((?x508 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2)))))
 (let ((?x1443 (concat (_ bv0 30) ?x508)))
 (let ((?x1317 (concat (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ((_ extract 29 0) ctaid.y@B) (_ bv2 2))) ?x1443) (_ bv0 2))))
 (let (($x3125 (= off!ww_global_y_B ?x1317)))
 (let ((?x256 ((_ extract 29 0) ctaid.y@B)))
 (let (($x532 (= ?x256 (_ bv0 30))))
 (let ((?x753 ((_ extract 4 0) tid.x@B)))
 (let (($x1493 (= ?x753 (_ bv0 5))))
 (let (($x302 (bvule (_ bv37 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x429 (not (= ((_ extract 31 6) ?x508) (_ bv0 26)))))
 (let (($x338 (not (or $x429 $x302))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x1505 (and $x208 $x338 $x1493 $x532)))
 (let ((?x1373 (concat (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ?x256 (_ bv1 2))) ?x1443) (_ bv0 2))))
 (let (($x1859 (= off!ww_global_y_B ?x1373)))
 (let ((?x1445 (concat (bvadd (bvmul (_ bv37 62) (concat (_ bv0 30) ?x256 (_ bv0 2))) ?x1443) (_ bv0 2))))
 (let (($x121 (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x1505 (= off!ww_global_y_B ?x1445) $x142 $x69))))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) $x121 (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1505 $x1859 $x142 $x69)) (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1505 $x3125 $x142 $x69)))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x603 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x504 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x504) $x603))))
(check-sat)
