; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv63 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!x ?x19))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!M)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!y ?x19))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (let ((?x52 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x52)))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let (($x1241 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let (($x1208 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x279 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x258 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x263 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x264 (bvadd ?x263 ?x258)))
(let (($x284 (not (or (not (= ((_ extract 31 10) ?x264) (_ bv0 22))) $x279))))
(let (($x244 (= param!power (_ bv1 32))))
(let (($x1162 (and $x244 $x284 $x1208 $x1241)))
(let (($x1140 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1374 (and $x244 $x284 $x1208 $x1140)))
(let (($x1106 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1340 (and $x244 $x284 $x1208 $x1106)))
(let (($x1116 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1260 (and $x244 $x284 $x1208 $x1116)))
(or $x1260 $x1340 $x1374 $x1162)))))))))))))))))
(check-sat)
