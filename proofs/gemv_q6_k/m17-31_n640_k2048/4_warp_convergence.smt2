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
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv31 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4096 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv160 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv160 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv4 64)) (_ bv1 64)) (_ bv4 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x4819 (= ctaid.z@A ctaid.z@B)))
 (let (($x5035 (= ctaid.y@A ctaid.y@B)))
 (let (($x5167 (= ctaid.x@A ctaid.x@B)))
 (and $x5167 $x5035 $x4819)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x5025 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x5176 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x5176 (_ bv5 32)) (bvlshr ?x5025 (_ bv5 32))))))
(assert
 (let (($x4006 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x4008 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x4010 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x4011 (bvadd ?x4010 ?x4008)))
(let (($x4016 (not (or (not (= ((_ extract 31 10) ?x4011) (_ bv0 22))) $x4006))))
(let (($x250 (= param!power (_ bv1 32))))
(let (($x4017 (and $x250 $x4016)))
(let ((?x5025 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x5146 (bvand ?x5025 (_ bv31 32))))
(let (($x285 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x264 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x269 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x270 (bvadd ?x269 ?x264)))
(let (($x290 (not (or (not (= ((_ extract 31 10) ?x270) (_ bv0 22))) $x285))))
(let (($x291 (and $x250 $x290)))
(let (($x5254 (and $x291 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x5146))) (not $x4017))))
(let (($x4392 (or $x5254)))
(or $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392 $x4392)))))))))))))))))))
(check-sat)
