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
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709344255 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709477887 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (bvult ctaid.y@A (_ bv16 32)))
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
 (bvult ctaid.y@B (_ bv16 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x441 (= (_ bv0 32) epoch!rw_global_y_epoch0_A)))
 (let (($x485 (= (_ bv2 64) width!rw_global_y_epoch0_A)))
 (let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x229 (bvadd ?x228 ?x223)))
 (let ((?x2903 (concat (_ bv0 31) ?x229)))
 (let ((?x964 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv3 2)))))
 (let ((?x3029 (concat (bvadd ?x964 ?x2903) (_ bv0 1))))
 (let (($x417 (not (= ((_ extract 29 5) ctaid.y@A) (_ bv0 25)))))
 (let (($x886 (not (or $x417 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv3 2)))))))
 (let (($x2887 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x244 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x249 (not (or (not (= ((_ extract 31 10) ?x229) (_ bv0 22))) $x244))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3007 (and $x208 $x249 $x2887 $x886)))
 (let (($x1863 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_A) (and $x3007 (= off!rw_global_y_epoch0_A ?x3029) $x485 $x441))))
 (let ((?x2991 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv2 2))) ?x2903) (_ bv0 1))))
 (let (($x737 (not (or $x417 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv2 2)))))))
 (let (($x2969 (and $x208 $x249 $x2887 $x737)))
 (let (($x2696 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_A) (and $x2969 (= off!rw_global_y_epoch0_A ?x2991) $x485 $x441))))
 (let ((?x2952 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv1 2))) ?x2903) (_ bv0 1))))
 (let (($x587 (not (or $x417 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv1 2)))))))
 (let (($x2930 (and $x208 $x249 $x2887 $x587)))
 (let (($x2231 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_A) (and $x2930 (= off!rw_global_y_epoch0_A ?x2952) $x485 $x441))))
 (let ((?x2905 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv0 2))) ?x2903) (_ bv0 1))))
 (let (($x421 (not (or $x417 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@A) (_ bv0 2)))))))
 (let (($x2884 (and $x208 $x249 $x2887 $x421)))
 (let (($x2739 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) (and $x2884 (= off!rw_global_y_epoch0_A ?x2905) $x485 $x441))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv4 32)) $x2739 $x2231 $x2696 $x1863))))))))))))))))))))))))))))))
(assert
 (let (($x701 (= (_ bv0 32) epoch!rw_global_y_epoch0_B)))
 (let (($x2324 (= (_ bv2 64) width!rw_global_y_epoch0_B)))
 (let ((?x1049 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1053 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1054 (bvadd ?x1053 ?x1049)))
 (let ((?x3403 (concat (_ bv0 31) ?x1054)))
 (let ((?x1947 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv3 2)))))
 (let ((?x3151 (concat (bvadd ?x1947 ?x3403) (_ bv0 1))))
 (let (($x1232 (not (= ((_ extract 29 5) ctaid.y@B) (_ bv0 25)))))
 (let (($x1986 (not (or $x1232 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@B) (_ bv3 2)))))))
 (let (($x2872 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x1067 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1072 (not (or (not (= ((_ extract 31 10) ?x1054) (_ bv0 22))) $x1067))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3195 (and $x208 $x1072 $x2872 $x1986)))
 (let (($x124 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_B) (and $x3195 (= off!rw_global_y_epoch0_B ?x3151) $x2324 $x701))))
 (let ((?x3227 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv2 2))) ?x3403) (_ bv0 1))))
 (let (($x1547 (not (or $x1232 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@B) (_ bv2 2)))))))
 (let (($x3271 (and $x208 $x1072 $x2872 $x1547)))
 (let (($x2748 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_B) (and $x3271 (= off!rw_global_y_epoch0_B ?x3227) $x2324 $x701))))
 (let ((?x3308 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv1 2))) ?x3403) (_ bv0 1))))
 (let (($x1398 (not (or $x1232 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@B) (_ bv1 2)))))))
 (let (($x3352 (and $x208 $x1072 $x2872 $x1398)))
 (let (($x2372 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_B) (and $x3352 (= off!rw_global_y_epoch0_B ?x3308) $x2324 $x701))))
 (let ((?x3399 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv0 2))) ?x3403) (_ bv0 1))))
 (let (($x1236 (not (or $x1232 (bvule (_ bv64 7) (concat ((_ extract 4 0) ctaid.y@B) (_ bv0 2)))))))
 (let (($x3452 (and $x208 $x1072 $x2872 $x1236)))
 (let (($x1725 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) (and $x3452 (= off!rw_global_y_epoch0_B ?x3399) $x2324 $x701))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv4 32)) $x1725 $x2372 $x2748 $x124))))))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x167 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let ((?x2746 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x2746) (bvult off!rw_global_y_epoch0_B ?x167)))))
(assert
 (let (($x1834 (= ctaid.z@A ctaid.z@B)))
 (let (($x240 (= ctaid.y@A ctaid.y@B)))
 (let (($x267 (= ctaid.x@A ctaid.x@B)))
 (and $x267 $x240 $x1834)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
