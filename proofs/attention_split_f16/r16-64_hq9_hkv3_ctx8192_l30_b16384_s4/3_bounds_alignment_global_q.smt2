; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv16 64) size!R) (bvule size!R (_ bv64 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!R))))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2048 64) size!R))))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4 64) size!R))))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!ml (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv288 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv9216 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x76)))
(assert
 (let ((?x353 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x353) (bvule ?x353 (_ bv8192 32)))))
(assert
 (let ((?x497 (bvadd (concat (_ bv0 25) ctaid.y@A) (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)))))
(let ((?x498 (concat ?x497 (_ bv0 7))))
(let ((?x487 (bvadd (_ bv112 64) base!q ?x498)))
(let ((?x18 (bvmul (_ bv1152 64) size!R)))
(let (($x318 (bvult ?x18 (_ bv16 64))))
(let (($x3622 (or (or $x318 (not (bvule (concat ?x497 (_ bv112 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand ?x487 (_ bv15 64)) (_ bv0 64)) true))))
(let ((?x363 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
(let ((?x364 (bvadd tid.x@A ?x363)))
(let ((?x352 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x365 (mem!seq_lens!32 ?x352)))
(let (($x366 (bvule ?x365 ?x364)))
(let (($x369 (not $x366)))
(let (($x339 (= param!power (_ bv1 32))))
(let (($x370 (and $x339 $x369)))
(let (($x3528 (and $x370 $x3622)))
(let (($x4096 (or (or $x318 (not (bvule (concat ?x497 (_ bv96 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv96 64) base!q ?x498) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x282 (and $x370 $x4096)))
(let (($x3129 (or (or $x318 (not (bvule (concat ?x497 (_ bv80 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv80 64) base!q ?x498) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3432 (and $x370 $x3129)))
(let (($x3800 (or (or $x318 (not (bvule (concat ?x497 (_ bv64 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv64 64) base!q ?x498) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x4118 (and $x370 $x3800)))
(let (($x3573 (or (or $x318 (not (bvule (concat ?x497 (_ bv48 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv48 64) base!q ?x498) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3369 (and $x370 $x3573)))
(let (($x3243 (or (or $x318 (not (bvule (concat ?x497 (_ bv32 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv32 64) base!q ?x498) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3777 (and $x370 $x3243)))
(let (($x3704 (or (or $x318 (not (bvule (concat ?x497 (_ bv16 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv16 64) base!q ?x498) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3835 (and $x370 $x3704)))
(let (($x2934 (or (or $x318 (not (bvule ?x498 (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd base!q ?x498) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x4097 (and $x370 $x2934)))
(or $x4097 $x3835 $x3777 $x3369 $x4118 $x3432 $x282 $x3528)))))))))))))))))))))))))))))))
(check-sat)
