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
 (bvule base!x (_ bv18446744073709514751 64)))
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
 (bvule base!y (_ bv18446744073709514751 64)))
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
 (bvult ctaid.y@A (_ bv8 32)))
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
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1748 (= (_ bv0 32) epoch!rw_global_y_epoch0_A)))
 (let (($x2263 (= (_ bv2 64) width!rw_global_y_epoch0_A)))
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x2906 (concat (_ bv0 31) ?x228)))
 (let ((?x963 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv3 2)))))
 (let ((?x3032 (concat (bvadd ?x963 ?x2906) (_ bv0 1))))
 (let (($x416 (not (= ((_ extract 29 4) ctaid.y@A) (_ bv0 26)))))
 (let (($x885 (not (or $x416 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv3 2)))))))
 (let (($x2891 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x243 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3010 (and $x208 $x248 $x2891 $x885)))
 (let (($x163 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_A) (and $x3010 (= off!rw_global_y_epoch0_A ?x3032) $x2263 $x1748))))
 (let ((?x2994 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv2 2))) ?x2906) (_ bv0 1))))
 (let (($x736 (not (or $x416 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv2 2)))))))
 (let (($x2972 (and $x208 $x248 $x2891 $x736)))
 (let (($x2313 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_A) (and $x2972 (= off!rw_global_y_epoch0_A ?x2994) $x2263 $x1748))))
 (let ((?x2955 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv1 2))) ?x2906) (_ bv0 1))))
 (let (($x586 (not (or $x416 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv1 2)))))))
 (let (($x2933 (and $x208 $x248 $x2891 $x586)))
 (let (($x653 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_A) (and $x2933 (= off!rw_global_y_epoch0_A ?x2955) $x2263 $x1748))))
 (let ((?x2908 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv0 2))) ?x2906) (_ bv0 1))))
 (let (($x420 (not (or $x416 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@A) (_ bv0 2)))))))
 (let (($x2887 (and $x208 $x248 $x2891 $x420)))
 (let (($x2171 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) (and $x2887 (= off!rw_global_y_epoch0_A ?x2908) $x2263 $x1748))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv4 32)) $x2171 $x653 $x2313 $x163))))))))))))))))))))))))))))))
(assert
 (let (($x154 (= (_ bv0 32) epoch!rw_global_y_epoch0_B)))
 (let (($x2317 (= (_ bv2 64) width!rw_global_y_epoch0_B)))
 (let ((?x1047 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1051 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1052 (bvadd ?x1051 ?x1047)))
 (let ((?x3402 (concat (_ bv0 31) ?x1052)))
 (let ((?x2387 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv3 2)))))
 (let ((?x3150 (concat (bvadd ?x2387 ?x3402) (_ bv0 1))))
 (let (($x1231 (not (= ((_ extract 29 4) ctaid.y@B) (_ bv0 26)))))
 (let (($x865 (not (or $x1231 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@B) (_ bv3 2)))))))
 (let (($x3433 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x1065 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1070 (not (or (not (= ((_ extract 31 10) ?x1052) (_ bv0 22))) $x1065))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3194 (and $x208 $x1070 $x3433 $x865)))
 (let (($x64 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_B) (and $x3194 (= off!rw_global_y_epoch0_B ?x3150) $x2317 $x154))))
 (let ((?x3226 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv2 2))) ?x3402) (_ bv0 1))))
 (let (($x1546 (not (or $x1231 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@B) (_ bv2 2)))))))
 (let (($x3270 (and $x208 $x1070 $x3433 $x1546)))
 (let (($x2738 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_B) (and $x3270 (= off!rw_global_y_epoch0_B ?x3226) $x2317 $x154))))
 (let ((?x3307 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv1 2))) ?x3402) (_ bv0 1))))
 (let (($x1397 (not (or $x1231 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@B) (_ bv1 2)))))))
 (let (($x3351 (and $x208 $x1070 $x3433 $x1397)))
 (let (($x2736 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_B) (and $x3351 (= off!rw_global_y_epoch0_B ?x3307) $x2317 $x154))))
 (let ((?x3398 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv0 2))) ?x3402) (_ bv0 1))))
 (let (($x1235 (not (or $x1231 (bvule (_ bv32 6) (concat ((_ extract 3 0) ctaid.y@B) (_ bv0 2)))))))
 (let (($x2934 (and $x208 $x1070 $x3433 $x1235)))
 (let (($x2739 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) (and $x2934 (= off!rw_global_y_epoch0_B ?x3398) $x2317 $x154))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv4 32)) $x2739 $x2736 $x2738 $x64))))))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x53 (bvult off!rw_global_y_epoch0_B (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A))))
 (let ((?x71 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x71) $x53))))
(assert
 (let (($x2126 (= ctaid.z@A ctaid.z@B)))
 (let (($x104 (= ctaid.y@A ctaid.y@B)))
 (let (($x199 (= ctaid.x@A ctaid.x@B)))
 (and $x199 $x104 $x2126)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
