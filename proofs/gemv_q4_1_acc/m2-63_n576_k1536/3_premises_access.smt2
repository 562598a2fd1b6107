; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun v416@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv63 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv3072 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv144 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvule v416@A (_ bv5 64)))
(assert
 (let (($x1124 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv3 2))))))
(let (($x1339 (= ((_ extract 4 0) tid.x@A) (_ bv0 5))))
(let (($x288 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x267 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x272 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x273 (bvadd ?x272 ?x267)))
(let (($x293 (not (or (not (= ((_ extract 31 10) ?x273) (_ bv0 22))) $x288))))
(let (($x253 (= param!power (_ bv1 32))))
(let (($x1251 (and $x253 $x293 $x1339 $x1124)))
(let (($x1217 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv2 2))))))
(let (($x1388 (and $x253 $x293 $x1339 $x1217)))
(let (($x1160 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv1 2))))))
(let (($x1344 (and $x253 $x293 $x1339 $x1160)))
(let (($x1129 (not (bvule ((_ extract 31 0) size!M) (concat ((_ extract 29 0) ctaid.y@A) (_ bv0 2))))))
(let (($x1196 (and $x253 $x293 $x1339 $x1129)))
(let ((?x1136 (bvadd (bvmul (_ bv8 6) ((_ extract 5 0) v416@A)) (concat (_ bv0 3) ((_ extract 4 2) tid.x@A)))))
(let ((?x1114 (bvadd (bvmul (_ bv8 32) ((_ extract 31 0) v416@A)) (concat (_ bv0 29) ((_ extract 4 2) tid.x@A)))))
(let (($x1142 (not (or (not (= ((_ extract 31 6) ?x1114) (_ bv0 26))) (bvule (_ bv48 6) ?x1136)))))
(let (($x1143 (and $x253 $x293 $x1142)))
(let (($x1266 (and $x253 $x293 $x1142 $x1124)))
(let (($x1154 (and $x253 $x293 $x1142 $x1217)))
(let (($x1218 (and $x253 $x293 $x1142 $x1160)))
(let (($x1098 (and $x253 $x293 $x1142 $x1129)))
(or $x1098 $x1098 $x1218 $x1218 $x1154 $x1154 $x1266 $x1266 $x1143 $x1143 $x1196 $x1196 $x1344 $x1344 $x1388 $x1388 $x1251 $x1251)))))))))))))))))))))))))
(check-sat)
