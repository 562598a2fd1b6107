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
(declare-fun param!power () (_ BitVec 32))
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
 (let ((?x1181 (bvadd (_ bv256 32) tid.x@A)))
(let ((?x1195 (concat (_ bv0 31) ?x1181)))
(let ((?x1304 (concat (_ bv0 31) ctaid.x@A)))
(let ((?x1305 (bvmul (_ bv300 63) ?x1304)))
(let ((?x1355 (concat (bvadd ?x1305 ?x1195) (_ bv0 1))))
(let ((?x1343 (bvadd base!y ?x1355)))
(let (($x1174 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv44 6) ((_ extract 5 0) tid.x@A)))))
(let (($x1178 (not (and (bvule tid.x@A (_ bv4294967039 32)) $x1174))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x1179 (and $x230 $x1178)))
(let (($x503 (and $x1179 (or (not (bvule ?x1355 (_ bv1798 64))) (and (distinct (bvand ?x1343 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x116 (and (distinct (bvand (bvadd base!w (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1181))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x209 (and $x1179 (or (not (bvule (bvmul (_ bv4 64) (concat (_ bv0 32) ?x1181)) (_ bv1196 64))) $x116))))
(let ((?x236 (concat (_ bv0 32) ctaid.x@A)))
(let ((?x239 (bvmul (_ bv4 64) ?x236)))
(let ((?x282 (mem!idx!32 ?x239)))
(let ((?x308 (concat (_ bv0 31) ?x282)))
(let ((?x309 (bvmul (_ bv300 63) ?x308)))
(let ((?x1201 (concat (bvadd ?x1195 ?x309) (_ bv0 1))))
(let ((?x1194 (bvadd base!x ?x1201)))
(let (($x80 (and $x1179 (or (not (bvule ?x1201 (_ bv4198 64))) (and (distinct (bvand ?x1194 (_ bv1 64)) (_ bv0 64)) true)))))
(let ((?x302 (concat (_ bv0 31) tid.x@A)))
(let ((?x1306 (bvadd ?x302 ?x1305)))
(let ((?x1307 (concat ?x1306 (_ bv0 1))))
(let ((?x1294 (bvadd base!y ?x1307)))
(let (($x68 (= ((_ extract 31 9) tid.x@A) (_ bv0 23))))
(let (($x75 (not $x68)))
(let (($x277 (not (or $x75 (bvule (_ bv300 9) ((_ extract 8 0) tid.x@A))))))
(let (($x278 (and $x230 $x277)))
(let (($x581 (and $x278 (or (not (bvule ?x1307 (_ bv1798 64))) (and (distinct (bvand ?x1294 (_ bv1 64)) (_ bv0 64)) true)))))
(let (($x615 (and (distinct (bvand (bvadd base!w (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A))) (_ bv3 64)) (_ bv0 64)) true)))
(let (($x588 (and $x278 (or (not (bvule (bvmul (_ bv4 64) (concat (_ bv0 32) tid.x@A)) (_ bv1196 64))) $x615))))
(let (($x551 (and (distinct (bvand (bvadd base!x (concat (bvadd ?x302 ?x309) (_ bv0 1))) (_ bv1 64)) (_ bv0 64)) true)))
(let (($x462 (and $x278 (or (not (bvule (concat (bvadd ?x302 ?x309) (_ bv0 1)) (_ bv4198 64))) $x551))))
(let (($x566 (and $x230 (or (not (bvule (_ bv28 64) (_ bv28 64))) (and (distinct (bvand (_ bv28 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x441 (and $x230 (or (not (bvule (_ bv24 64) (_ bv28 64))) (and (distinct (bvand (_ bv24 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x84 (and $x230 (or (not (bvule (_ bv20 64) (_ bv28 64))) (and (distinct (bvand (_ bv20 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x410 (and $x230 (or (not (bvule (_ bv16 64) (_ bv28 64))) (and (distinct (bvand (_ bv16 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x539 (and $x230 (or (not (bvule (_ bv12 64) (_ bv28 64))) (and (distinct (bvand (_ bv12 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x138 (and $x230 (or (not (bvule (_ bv8 64) (_ bv28 64))) (and (distinct (bvand (_ bv8 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x483 (and $x230 (or (not (bvule (_ bv4 64) (_ bv28 64))) (and (distinct (bvand (_ bv4 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x87 (and $x230 (or (not (bvule (_ bv0 64) (_ bv28 64))) (and (distinct (bvand (_ bv0 64) (_ bv3 64)) (_ bv0 64)) true)))))
(let (($x587 (or (not (bvule (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2)) (_ bv28 64))) (and (distinct (bvand (concat (_ bv0 35) ((_ extract 31 5) tid.x@A) (_ bv0 2)) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x1236 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x1240 (and $x230 $x1236)))
(let (($x624 (and $x1240 $x587)))
(let (($x153 (or (not (bvule ?x239 (_ bv8 64))) (and (distinct (bvand (bvadd base!idx ?x239) (_ bv3 64)) (_ bv0 64)) true))))
(let (($x437 (and $x230 $x153)))
(or $x437 $x462 $x80 $x624 $x87 $x483 $x138 $x539 $x410 $x84 $x441 $x566 $x462 $x588 $x581 $x80 $x209 $x503))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
