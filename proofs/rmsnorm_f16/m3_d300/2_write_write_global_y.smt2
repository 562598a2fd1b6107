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
 (bvule base!x (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!w (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!w (_ bv18446744073709550415 64)))
(assert
 (and (distinct base!w (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (_ bv18446744073709549815 64)))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
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
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x64 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x397 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x269 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x984 (concat (bvadd ?x269 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@A))) (_ bv0 1))))
 (let (($x48 (= off!ww_global_y_A ?x984)))
 (let (($x957 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x961 (not (and (bvule tid.x@A (_ bv4294967039 32)) $x957))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x962 (and $x207 $x961)))
 (let ((?x271 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x269) (_ bv0 1))))
 (let (($x112 (= off!ww_global_y_A ?x271)))
 (let (($x61 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x68 (not $x61)))
 (let (($x238 (not (or $x68 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x239 (and $x207 $x238)))
 (and (bvult sel!ww_global_y_A (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x239 $x112 $x397 $x64)) (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x962 $x48 $x397 $x64)))))))))))))))))))
(assert
 (let (($x403 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x400 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x344 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1314 (concat (bvadd ?x344 (concat (_ bv0 31) (bvadd (_ bv256 32) tid.x@B))) (_ bv0 1))))
 (let (($x418 (= off!ww_global_y_B ?x1314)))
 (let (($x995 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x1053 (not (and (bvule tid.x@B (_ bv4294967039 32)) $x995))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x1093 (and $x207 $x1053)))
 (let ((?x346 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x344) (_ bv0 1))))
 (let (($x86 (= off!ww_global_y_B ?x346)))
 (let (($x90 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x104 (not $x90)))
 (let (($x314 (not (or $x104 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x315 (and $x207 $x314)))
 (and (bvult sel!ww_global_y_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x315 $x86 $x400 $x403)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1093 $x418 $x400 $x403)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x193 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x79 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x79) $x193))))
(check-sat)
