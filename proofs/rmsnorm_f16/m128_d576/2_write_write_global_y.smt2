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
 (bvule base!x (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709549311 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709404159 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv128 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x402 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x427 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x274 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x972 (concat (bvadd ?x274 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@A))) (_ bv0 1))))
 (let (($x116 (= off!ww_global_y_A ?x972)))
 (let (($x944 (or (not (= ((_ extract 31 7) tid.x@A) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@A)))))
 (let (($x948 (not (and (bvule tid.x@A (_ bv4294966783 32)) $x944))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x949 (and $x206 $x948)))
 (let ((?x933 (concat (bvadd ?x274 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x68 (= off!ww_global_y_A ?x933)))
 (let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x905 (not $x61)))
 (let (($x909 (and (bvule tid.x@A (_ bv4294967039 32)) (or $x905 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x910 (not $x909)))
 (let (($x911 (and $x206 $x910)))
 (let ((?x276 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x274) (_ bv0 1))))
 (let (($x426 (= off!ww_global_y_A ?x276)))
 (let (($x240 (or (not (= ((_ extract 31 10) tid.x@A) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@A)))))
 (let (($x243 (not $x240)))
 (let (($x244 (and $x206 $x243)))
 (and (bvult sel!ww_global_y_A (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x244 $x426 $x427 $x402)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x911 $x68 $x427 $x402)) (=> (= (_ bv2 32) sel!ww_global_y_A) (and $x949 $x116 $x427 $x402)))))))))))))))))))))))))
(assert
 (let (($x360 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x408 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x352 (bvmul (_ bv576 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1333 (concat (bvadd ?x352 (concat (_ bv0 31) (bvadd (_ bv512 32) tid.x@B))) (_ bv0 1))))
 (let (($x370 (= off!ww_global_y_B ?x1333)))
 (let (($x1099 (or (not (= ((_ extract 31 7) tid.x@B) (_ bv0 25))) (bvule (_ bv64 7) ((_ extract 6 0) tid.x@B)))))
 (let (($x1124 (not (and (bvule tid.x@B (_ bv4294966783 32)) $x1099))))
 (let (($x206 (= param!power (_ bv1 32))))
 (let (($x1055 (and $x206 $x1124)))
 (let ((?x215 (concat (bvadd ?x352 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x366 (= off!ww_global_y_B ?x215)))
 (let (($x90 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x216 (not $x90)))
 (let (($x961 (and (bvule tid.x@B (_ bv4294967039 32)) (or $x216 (bvule (_ bv320 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x221 (not $x961)))
 (let (($x1009 (and $x206 $x221)))
 (let ((?x354 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x352) (_ bv0 1))))
 (let (($x377 (= off!ww_global_y_B ?x354)))
 (let (($x319 (or (not (= ((_ extract 31 10) tid.x@B) (_ bv0 22))) (bvule (_ bv576 10) ((_ extract 9 0) tid.x@B)))))
 (let (($x322 (not $x319)))
 (let (($x323 (and $x206 $x322)))
 (and (bvult sel!ww_global_y_B (_ bv3 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x323 $x377 $x408 $x360)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1009 $x366 $x408 $x360)) (=> (= (_ bv2 32) sel!ww_global_y_B) (and $x1055 $x370 $x408 $x360)))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x432 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x444 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x444) $x432))))
(check-sat)
