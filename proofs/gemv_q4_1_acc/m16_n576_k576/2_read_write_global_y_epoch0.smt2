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
 (bvule base!x (_ bv18446744073709533183 64)))
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
 (bvule base!y (_ bv18446744073709533183 64)))
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
 (bvult ctaid.y@A (_ bv4 32)))
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
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x654 (= (_ bv0 32) epoch!rw_global_y_epoch0_A)))
 (let (($x1914 (= (_ bv2 64) width!rw_global_y_epoch0_A)))
 (let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x229 (bvadd ?x228 ?x223)))
 (let ((?x2911 (concat (_ bv0 31) ?x229)))
 (let ((?x964 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv3 2)))))
 (let ((?x3037 (concat (bvadd ?x964 ?x2911) (_ bv0 1))))
 (let (($x417 (not (= ((_ extract 29 3) ctaid.y@A) (_ bv0 27)))))
 (let (($x886 (not (or $x417 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv3 2)))))))
 (let (($x2895 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x244 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x249 (not (or (not (= ((_ extract 31 10) ?x229) (_ bv0 22))) $x244))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3015 (and $x208 $x249 $x2895 $x886)))
 (let (($x2743 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_A) (and $x3015 (= off!rw_global_y_epoch0_A ?x3037) $x1914 $x654))))
 (let ((?x2999 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv2 2))) ?x2911) (_ bv0 1))))
 (let (($x737 (not (or $x417 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv2 2)))))))
 (let (($x2977 (and $x208 $x249 $x2895 $x737)))
 (let (($x62 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_A) (and $x2977 (= off!rw_global_y_epoch0_A ?x2999) $x1914 $x654))))
 (let ((?x2960 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv1 2))) ?x2911) (_ bv0 1))))
 (let (($x587 (not (or $x417 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv1 2)))))))
 (let (($x2938 (and $x208 $x249 $x2895 $x587)))
 (let (($x2332 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_A) (and $x2938 (= off!rw_global_y_epoch0_A ?x2960) $x1914 $x654))))
 (let ((?x2913 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv0 2))) ?x2911) (_ bv0 1))))
 (let (($x421 (not (or $x417 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@A) (_ bv0 2)))))))
 (let (($x2892 (and $x208 $x249 $x2895 $x421)))
 (let (($x1863 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) (and $x2892 (= off!rw_global_y_epoch0_A ?x2913) $x1914 $x654))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv4 32)) $x1863 $x2332 $x62 $x2743))))))))))))))))))))))))))))))
(assert
 (let (($x2106 (= (_ bv0 32) epoch!rw_global_y_epoch0_B)))
 (let (($x703 (= (_ bv2 64) width!rw_global_y_epoch0_B)))
 (let ((?x1049 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1053 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1054 (bvadd ?x1053 ?x1049)))
 (let ((?x3408 (concat (_ bv0 31) ?x1054)))
 (let ((?x2009 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv3 2)))))
 (let ((?x3156 (concat (bvadd ?x2009 ?x3408) (_ bv0 1))))
 (let (($x1233 (not (= ((_ extract 29 3) ctaid.y@B) (_ bv0 27)))))
 (let (($x2794 (not (or $x1233 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@B) (_ bv3 2)))))))
 (let (($x3438 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x1067 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1072 (not (or (not (= ((_ extract 31 10) ?x1054) (_ bv0 22))) $x1067))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3200 (and $x208 $x1072 $x3438 $x2794)))
 (let (($x68 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_B) (and $x3200 (= off!rw_global_y_epoch0_B ?x3156) $x703 $x2106))))
 (let ((?x3232 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv2 2))) ?x3408) (_ bv0 1))))
 (let (($x1548 (not (or $x1233 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@B) (_ bv2 2)))))))
 (let (($x3276 (and $x208 $x1072 $x3438 $x1548)))
 (let (($x365 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_B) (and $x3276 (= off!rw_global_y_epoch0_B ?x3232) $x703 $x2106))))
 (let ((?x3307 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv1 2))) ?x3408) (_ bv0 1))))
 (let (($x1399 (not (or $x1233 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@B) (_ bv1 2)))))))
 (let (($x3351 (and $x208 $x1072 $x3438 $x1399)))
 (let (($x1763 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_B) (and $x3351 (= off!rw_global_y_epoch0_B ?x3307) $x703 $x2106))))
 (let ((?x3404 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv0 2))) ?x3408) (_ bv0 1))))
 (let (($x1237 (not (or $x1233 (bvule (_ bv16 5) (concat ((_ extract 2 0) ctaid.y@B) (_ bv0 2)))))))
 (let (($x2933 (and $x208 $x1072 $x3438 $x1237)))
 (let (($x92 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) (and $x2933 (= off!rw_global_y_epoch0_B ?x3404) $x703 $x2106))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv4 32)) $x92 $x1763 $x365 $x68))))))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x2774 (bvult off!rw_global_y_epoch0_B (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A))))
 (let ((?x2708 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x2708) $x2774))))
(assert
 (let (($x879 (= ctaid.z@A ctaid.z@B)))
 (let (($x407 (= ctaid.y@A ctaid.y@B)))
 (let (($x60 (= ctaid.x@A ctaid.x@B)))
 (and $x60 $x407 $x879)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
