; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!idx () (_ BitVec 64))
(declare-fun base!w () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (bvule base!x (_ bv18446744073709547415 64)))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!idx (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!idx (_ bv18446744073709551603 64)))
(assert
 (and (distinct base!idx (_ bv0 64)) true))
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
 (let ((?x240 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x240) (bvule ?x240 (_ bv6 32)))))
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
 (let ((?x333 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x333) (bvule ?x333 (_ bv6 32)))))
(assert
 (let (($x135 (= (_ bv1 32) epoch!ww_global_y_A)))
 (let (($x53 (= (_ bv2 64) width!ww_global_y_A)))
 (let ((?x1181 (bvadd (_ bv256 32) tid.x@A)))
 (let ((?x1195 (concat (_ bv0 31) ?x1181)))
 (let ((?x1305 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@A))))
 (let ((?x1355 (concat (bvadd ?x1305 ?x1195) (_ bv0 1))))
 (let (($x1174 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A)))))
 (let (($x1178 (not (and (bvule tid.x@A (_ bv4294967039 32)) $x1174))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x1179 (and $x230 $x1178)))
 (let (($x522 (=> (= (_ bv1 32) sel!ww_global_y_A) (and $x1179 (= off!ww_global_y_A ?x1355) $x53 $x135))))
 (let ((?x1307 (concat (bvadd (concat (_ bv0 31) tid.x@A) ?x1305) (_ bv0 1))))
 (let (($x55 (= off!ww_global_y_A ?x1307)))
 (let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
 (let (($x75 (not $x68)))
 (let (($x277 (not (or $x75 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A))))))
 (let (($x278 (and $x230 $x277)))
 (and (bvult sel!ww_global_y_A (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_global_y_A) (and $x278 $x55 $x53 $x135)) $x522)))))))))))))))))))
(assert
 (let (($x98 (= (_ bv1 32) epoch!ww_global_y_B)))
 (let (($x523 (= (_ bv2 64) width!ww_global_y_B)))
 (let ((?x1311 (bvadd (_ bv256 32) tid.x@B)))
 (let ((?x1566 (concat (_ bv0 31) ?x1311)))
 (let ((?x1362 (bvmul (_ bv300 63) (concat (_ bv0 31) ctaid.x@B))))
 (let ((?x1620 (concat (bvadd ?x1362 ?x1566) (_ bv0 1))))
 (let (($x196 (= off!ww_global_y_B ?x1620)))
 (let (($x1291 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@B)))))
 (let (($x1329 (not (and (bvule tid.x@B (_ bv4294967039 32)) $x1291))))
 (let (($x230 (= param!power (_ bv1 32))))
 (let (($x1293 (and $x230 $x1329)))
 (let ((?x1346 (concat (bvadd (concat (_ bv0 31) tid.x@B) ?x1362) (_ bv0 1))))
 (let (($x528 (= off!ww_global_y_B ?x1346)))
 (let (($x99 (= ((_ extract 31 9) tid.x@B) (_ bv0 23))))
 (let (($x74 (not $x99)))
 (let (($x368 (not (or $x74 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@B))))))
 (let (($x369 (and $x230 $x368)))
 (and (bvult sel!ww_global_y_B (_ bv2 32)) (=> (= (_ bv0 32) sel!ww_global_y_B) (and $x369 $x528 $x523 $x98)) (=> (= (_ bv1 32) sel!ww_global_y_B) (and $x1293 $x196 $x523 $x98)))))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x386 (bvult off!ww_global_y_B (bvadd off!ww_global_y_A width!ww_global_y_A))))
(let ((?x387 (bvadd off!ww_global_y_B width!ww_global_y_B)))
(and (bvult off!ww_global_y_A ?x387) $x386))))
(check-sat)
