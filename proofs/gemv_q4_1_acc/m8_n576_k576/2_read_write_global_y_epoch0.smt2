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
 (bvule base!x (_ bv18446744073709542399 64)))
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
 (bvule base!y (_ bv18446744073709542399 64)))
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
 (bvult ctaid.y@A (_ bv2 32)))
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
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2349 (= (_ bv0 32) epoch!rw_global_y_epoch0_A)))
 (let (($x2324 (= (_ bv2 64) width!rw_global_y_epoch0_A)))
 (let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x228 (bvadd ?x227 ?x222)))
 (let ((?x2913 (concat (_ bv0 31) ?x228)))
 (let ((?x962 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv3 2)))))
 (let ((?x3039 (concat (bvadd ?x962 ?x2913) (_ bv0 1))))
 (let (($x416 (not (= ((_ extract 29 2) ctaid.y@A) (_ bv0 28)))))
 (let (($x884 (not (or $x416 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv3 2)))))))
 (let (($x2898 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
 (let (($x243 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3017 (and $x208 $x248 $x2898 $x884)))
 (let (($x2177 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_A) (and $x3017 (= off!rw_global_y_epoch0_A ?x3039) $x2324 $x2349))))
 (let ((?x3001 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv2 2))) ?x2913) (_ bv0 1))))
 (let (($x735 (not (or $x416 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv2 2)))))))
 (let (($x2979 (and $x208 $x248 $x2898 $x735)))
 (let (($x132 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_A) (and $x2979 (= off!rw_global_y_epoch0_A ?x3001) $x2324 $x2349))))
 (let ((?x2962 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv1 2))) ?x2913) (_ bv0 1))))
 (let (($x586 (not (or $x416 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv1 2)))))))
 (let (($x2940 (and $x208 $x248 $x2898 $x586)))
 (let (($x58 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_A) (and $x2940 (= off!rw_global_y_epoch0_A ?x2962) $x2324 $x2349))))
 (let ((?x2915 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@A) (_ bv0 2))) ?x2913) (_ bv0 1))))
 (let (($x420 (not (or $x416 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@A) (_ bv0 2)))))))
 (let (($x2894 (and $x208 $x248 $x2898 $x420)))
 (let (($x2736 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) (and $x2894 (= off!rw_global_y_epoch0_A ?x2915) $x2324 $x2349))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv4 32)) $x2736 $x58 $x132 $x2177))))))))))))))))))))))))))))))
(assert
 (let (($x124 (= (_ bv0 32) epoch!rw_global_y_epoch0_B)))
 (let (($x2133 (= (_ bv2 64) width!rw_global_y_epoch0_B)))
 (let ((?x1046 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x1050 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x1051 (bvadd ?x1050 ?x1046)))
 (let ((?x3410 (concat (_ bv0 31) ?x1051)))
 (let ((?x720 (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv3 2)))))
 (let ((?x3158 (concat (bvadd ?x720 ?x3410) (_ bv0 1))))
 (let (($x1230 (not (= ((_ extract 29 2) ctaid.y@B) (_ bv0 28)))))
 (let (($x2797 (not (or $x1230 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@B) (_ bv3 2)))))))
 (let (($x2892 (= ((_ extract 4 0) tid.x@B) (_ bv0 5))))
 (let (($x1064 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x1069 (not (or (not (= ((_ extract 31 10) ?x1051) (_ bv0 22))) $x1064))))
 (let (($x208 (= param!power (_ bv1 32))))
 (let (($x3202 (and $x208 $x1069 $x2892 $x2797)))
 (let (($x407 (=> (= (_ bv3 32) sel!rw_global_y_epoch0_B) (and $x3202 (= off!rw_global_y_epoch0_B ?x3158) $x2133 $x124))))
 (let ((?x3234 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv2 2))) ?x3410) (_ bv0 1))))
 (let (($x1545 (not (or $x1230 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@B) (_ bv2 2)))))))
 (let (($x3278 (and $x208 $x1069 $x2892 $x1545)))
 (let (($x285 (=> (= (_ bv2 32) sel!rw_global_y_epoch0_B) (and $x3278 (= off!rw_global_y_epoch0_B ?x3234) $x2133 $x124))))
 (let ((?x3309 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv1 2))) ?x3410) (_ bv0 1))))
 (let (($x1396 (not (or $x1230 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@B) (_ bv1 2)))))))
 (let (($x3353 (and $x208 $x1069 $x2892 $x1396)))
 (let (($x164 (=> (= (_ bv1 32) sel!rw_global_y_epoch0_B) (and $x3353 (= off!rw_global_y_epoch0_B ?x3309) $x2133 $x124))))
 (let ((?x3406 (concat (bvadd (bvmul (_ bv576 63) (concat (_ bv0 31) ((_ extract 29 0) ctaid.y@B) (_ bv0 2))) ?x3410) (_ bv0 1))))
 (let (($x1234 (not (or $x1230 (bvule (_ bv8 4) (concat ((_ extract 1 0) ctaid.y@B) (_ bv0 2)))))))
 (let (($x3444 (and $x208 $x1069 $x2892 $x1234)))
 (let (($x119 (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) (and $x3444 (= off!rw_global_y_epoch0_B ?x3406) $x2133 $x124))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv4 32)) $x119 $x164 $x285 $x407))))))))))))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x406 (bvult off!rw_global_y_epoch0_B (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A))))
 (let ((?x272 (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B)))
 (and (bvult off!rw_global_y_epoch0_A ?x272) $x406))))
(assert
 (let (($x1700 (= ctaid.z@A ctaid.z@B)))
 (let (($x877 (= ctaid.y@A ctaid.y@B)))
 (let (($x1914 (= ctaid.x@A ctaid.x@B)))
 (and $x1914 $x877 $x1700)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
