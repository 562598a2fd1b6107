; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
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
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv8 64) size!M) (bvule size!M (_ bv64 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv196608 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3072 32)))
(assert
 (let ((?x54 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
 (bvult ctaid.y@A ?x54)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3072 32)))
(assert
 (let ((?x54 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
 (bvult ctaid.y@B ?x54)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x9085 (= ctaid.z@A ctaid.z@B)))
 (let (($x8159 (= ctaid.y@A ctaid.y@B)))
 (let (($x9102 (= ctaid.x@A ctaid.x@B)))
 (and $x9102 $x8159 $x9085)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8856 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x7924 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x7924 (_ bv5 32)) (bvlshr ?x8856 (_ bv5 32))))))
(assert
 (let ((?x7042 ((_ extract 11 0) ctaid.x@B)))
(let ((?x7043 (concat ?x7042 (_ bv0 2))))
(let ((?x7044 ((_ extract 18 5) tid.x@B)))
(let ((?x7045 (bvadd ?x7044 ?x7043)))
(let ((?x7049 (concat ((_ extract 27 0) ctaid.x@B) (_ bv0 2))))
(let ((?x7051 (concat (_ bv0 3) ((_ extract 31 5) tid.x@B))))
(let ((?x7052 (bvadd ?x7051 ?x7049)))
(let (($x7055 (not (= ((_ extract 29 14) ?x7052) (_ bv0 16)))))
(let (($x7057 (not (or $x7055 (bvule (_ bv49152 16) (concat ?x7045 (_ bv0 2)))))))
(let (($x258 (= param!power (_ bv1 32))))
(let (($x7058 (and $x258 $x7057)))
(let ((?x8856 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x9129 (bvand ?x8856 (_ bv31 32))))
(let ((?x310 (bvadd ((_ extract 18 5) tid.x@A) (concat ((_ extract 11 0) ctaid.x@A) (_ bv0 2)))))
(let (($x312 (bvule (_ bv49152 16) (concat ?x310 (_ bv0 2)))))
(let ((?x291 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x301 (= ((_ extract 29 14) ?x291) (_ bv0 16))))
(let (($x313 (not $x301)))
(let (($x317 (not (or $x313 $x312))))
(let (($x318 (and $x258 $x317)))
(let (($x8885 (and $x318 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x9129))) (not $x7058))))
(let (($x8248 (or $x8885)))
(or $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248 $x8248))))))))))))))))))))))))
(check-sat)
