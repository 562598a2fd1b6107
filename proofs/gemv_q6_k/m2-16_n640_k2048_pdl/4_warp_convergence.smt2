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
 (and (bvule (_ bv2 64) size!M) (bvule size!M (_ bv16 64))))
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
 (let (($x5166 (= ctaid.z@A ctaid.z@B)))
 (let (($x77 (= ctaid.y@A ctaid.y@B)))
 (let (($x4555 (= ctaid.x@A ctaid.x@B)))
 (and $x4555 $x77 $x5166)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x4409 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x4334 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x4334 (_ bv5 32)) (bvlshr ?x4409 (_ bv5 32))))))
(assert
 (let (($x4012 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x4014 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x4016 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x4017 (bvadd ?x4016 ?x4014)))
(let (($x4022 (not (or (not (= ((_ extract 31 10) ?x4017) (_ bv0 22))) $x4012))))
(let (($x257 (= param!power (_ bv1 32))))
(let (($x4023 (and $x257 $x4022)))
(let ((?x4409 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x4490 (bvand ?x4409 (_ bv31 32))))
(let (($x292 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x271 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x276 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x277 (bvadd ?x276 ?x271)))
(let (($x297 (not (or (not (= ((_ extract 31 10) ?x277) (_ bv0 22))) $x292))))
(let (($x298 (and $x257 $x297)))
(let (($x4840 (and $x298 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x4490))) (not $x4023))))
(let (($x4759 (or $x4840)))
(or $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759 $x4759)))))))))))))))))))
(check-sat)
