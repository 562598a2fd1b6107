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
 (bvule base!x (_ bv18446744073709547007 64)))
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
 (bvule base!y (_ bv18446744073709547007 64)))
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
 (let (($x842 (= (_ bv0 32) epoch!rw_global_y_epoch0_A)))
 (let (($x839 (= (_ bv2 64) width!rw_global_y_epoch0_A)))
 (let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x226 (bvadd ?x225 ?x220)))
 (let ((?x2919 (concat (_ bv0 31) ?x226)))
 (let ((?x962 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv3 2)))))
 (let ((?x3045 (concat (bvadd ?x962 ?x2919) (_ bv0 1))))
 (let (($x415 (not (= ((_ extract 29 1) ctaid.y@A) (_ bv0 29)))))
 (let (($x884 (not (or $x415 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv3 2)))))))
 (let (($x2904 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x241 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x246 (not (or (not (= ((_ extract 31 10) ?x226) (_ bv0 22))) $x241))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x3023 (and $x205 $x246 $x2904 $x884)))
 (let (($x2781 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_A) (and $x3023 (= off!rw_global_y_epoch0_A ?x3045) $x839 $x842))))
 (let ((?x3007 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv2 2))) ?x2919) (_ bv0 1))))
 (let (($x735 (not (or $x415 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv2 2)))))))
 (let (($x2985 (and $x205 $x246 $x2904 $x735)))
 (let (($x2373 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_A) (and $x2985 (= off!rw_global_y_epoch0_A ?x3007) $x839 $x842))))
 (let ((?x2968 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv1 2))) ?x2919) (_ bv0 1))))
 (let (($x585 (not (or $x415 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv1 2)))))))
 (let (($x2946 (and $x205 $x246 $x2904 $x585)))
 (let (($x99 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_A) (and $x2946 (= off!rw_global_y_epoch0_A ?x2968) $x839 $x842))))
 (let ((?x2921 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv0 2))) ?x2919) (_ bv0 1))))
 (let (($x419 (not (or $x415 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@A) (_ bv0 2)))))))
 (let (($x2900 (and $x205 $x246 $x2904 $x419)))
 (let (($x2755 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) (and $x2900 (= off!rw_global_y_epoch0_A ?x2921) $x839 $x842))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv4 32)) $x2755 $x99 $x2373 $x2781))))))))))))))))))))))))))))))
(assert
 (let (($x2757 (= (_ bv0 32) epoch!rw_global_y_epoch0_B)))
 (let (($x2114 (= (_ bv2 64) width!rw_global_y_epoch0_B)))
 (let ((?x1046 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1050 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1051 (bvadd ?x1050 ?x1046)))
 (let ((?x3415 (concat (_ bv0 31) ?x1051)))
 (let ((?x1773 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv3 2)))))
 (let ((?x3163 (concat (bvadd ?x1773 ?x3415) (_ bv0 1))))
 (let (($x1231 (not (= ((_ extract 29 1) ctaid.y@B) (_ bv0 29)))))
 (let (($x2068 (not (or $x1231 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@B) (_ bv3 2)))))))
 (let (($x3446 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x1064 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1069 (not (or (not (= ((_ extract 31 10) ?x1051) (_ bv0 22))) $x1064))))
 (let (($x205 (= param!power (_ bv1 32))))
 (let (($x3207 (and $x205 $x1069 $x3446 $x2068)))
 (let (($x2744 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_B) (and $x3207 (= off!rw_global_y_epoch0_B ?x3163) $x2114 $x2757))))
 (let ((?x3239 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv2 2))) ?x3415) (_ bv0 1))))
 (let (($x1546 (not (or $x1231 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@B) (_ bv2 2)))))))
 (let (($x3283 (and $x205 $x1069 $x3446 $x1546)))
 (let (($x2214 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_B) (and $x3283 (= off!rw_global_y_epoch0_B ?x3239) $x2114 $x2757))))
 (let ((?x3320 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv1 2))) ?x3415) (_ bv0 1))))
 (let (($x1397 (not (or $x1231 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@B) (_ bv1 2)))))))
 (let (($x3364 (and $x205 $x1069 $x3446 $x1397)))
 (let (($x681 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_B) (and $x3364 (= off!rw_global_y_epoch0_B ?x3320) $x2114 $x2757))))
 (let ((?x3411 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv0 2))) ?x3415) (_ bv0 1))))
 (let (($x1235 (not (or $x1231 (bvule (_ bv4 3) (concat ((_ extract 0 0) ctaid.y@B) (_ bv0 2)))))))
 (let (($x2947 (and $x205 $x1069 $x3446 $x1235)))
 (let (($x2263 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) (and $x2947 (= off!rw_global_y_epoch0_B ?x3411) $x2114 $x2757))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv4 32)) $x2263 $x681 $x2214 $x2744))))))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x797 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let (($x2396 (bvult off!rw_global_y_epoch0_A (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B))))
 (and $x2396 (bvult off!rw_global_y_epoch0_B ?x797)))))
(assert
 (let (($x1775 (= ctaid.z@A ctaid.z@B)))
 (let (($x2779 (= ctaid.y@A ctaid.y@B)))
 (let (($x2769 (= ctaid.x@A ctaid.x@B)))
 (and $x2769 $x2779 $x1775)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
