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
 (and (bvule (_ bv65 64) size!R) (bvule size!R (_ bv512 64))))
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
 (bvule base!ml (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv72 64) size!R))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2304 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv9 32)))
(assert
 (let ((?x75 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x75)))
(assert
 (let ((?x351 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x351) (bvule ?x351 (_ bv8192 32)))))
(assert
 (let ((?x496 (bvadd (concat (_ bv0 25) ctaid.y@A) (bvmul (_ bv9 57) (concat (_ bv0 25) ctaid.z@A)))))
(let ((?x497 (concat ?x496 (_ bv0 7))))
(let ((?x486 (bvadd (_ bv112 64) base!q ?x497)))
(let ((?x18 (bvmul (_ bv1152 64) size!R)))
(let (($x72622 (bvult ?x18 (_ bv16 64))))
(let (($x2939 (or (or $x72622 (not (bvule (concat ?x496 (_ bv112 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand ?x486 (_ bv15 64)) (_ bv0 64)) true))))
(let ((?x361 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
(let ((?x362 (bvadd tid.x@A ?x361)))
(let ((?x350 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x363 (mem!seq_lens!32 ?x350)))
(let (($x364 (bvule ?x363 ?x362)))
(let (($x367 (not $x364)))
(let (($x336 (= param!power (_ bv1 32))))
(let (($x368 (and $x336 $x367)))
(let (($x3355 (and $x368 $x2939)))
(let (($x3107 (or (or $x72622 (not (bvule (concat ?x496 (_ bv96 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv96 64) base!q ?x497) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3645 (and $x368 $x3107)))
(let (($x27146 (or (or $x72622 (not (bvule (concat ?x496 (_ bv80 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv80 64) base!q ?x497) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3719 (and $x368 $x27146)))
(let (($x76820 (or (or $x72622 (not (bvule (concat ?x496 (_ bv64 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv64 64) base!q ?x497) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3299 (and $x368 $x76820)))
(let (($x3568 (or (or $x72622 (not (bvule (concat ?x496 (_ bv48 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv48 64) base!q ?x497) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3581 (and $x368 $x3568)))
(let (($x30572 (or (or $x72622 (not (bvule (concat ?x496 (_ bv32 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv32 64) base!q ?x497) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3119 (and $x368 $x30572)))
(let (($x3116 (or (or $x72622 (not (bvule (concat ?x496 (_ bv16 7)) (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd (_ bv16 64) base!q ?x497) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3723 (and $x368 $x3116)))
(let (($x3606 (or (or $x72622 (not (bvule ?x497 (bvsub ?x18 (_ bv16 64))))) (and (distinct (bvand (bvadd base!q ?x497) (_ bv15 64)) (_ bv0 64)) true))))
(let (($x3623 (and $x368 $x3606)))
(or $x3623 $x3723 $x3119 $x3581 $x3299 $x3719 $x3645 $x3355)))))))))))))))))))))))))))))))
(check-sat)
