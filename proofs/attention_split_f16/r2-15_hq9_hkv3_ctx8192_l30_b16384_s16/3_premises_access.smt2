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
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun v3548@A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(assert
 (and (bvule (_ bv2 64) size!R) (bvule size!R (_ bv15 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!q ?x19))))
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
 (let ((?x18 (bvmul (_ bv1152 64) size!R)))
 (let ((?x19 (bvsub (_ bv18446744073709551615 64) ?x18)))
 (bvule base!ml ?x19))))
(assert
 (and (distinct base!ml (_ bv0 64)) true))
(assert
 (= (bvand base!acc (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!acc (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv36864 64) size!R))))
(assert
 (and (distinct base!acc (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.x@A (_ bv16 32)))
(assert
 (let ((?x73 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x73)))
(assert
 (let ((?x342 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x342) (bvule ?x342 (_ bv8192 32)))))
(assert
 (bvule v3548@A (_ bv15 64)))
(assert
 (let (($x327 (= param!power (_ bv1 32))))
(let (($x10858 (and $x327 (= tid.x@A (_ bv0 32)))))
(let (($x2647 (and $x327 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x11116 (= ((_ extract 31 7) tid.x@A) (_ bv0 25))))
(let (($x11096 (and $x327 $x11116)))
(let (($x10810 (and $x327 $x11116 (not (= (bvmul (_ bv1088 32) ((_ extract 31 0) v3548@A)) (_ bv16320 32))))))
(let (($x10914 (and $x327 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let ((?x352 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
(let ((?x9371 (bvadd (_ bv6144 32) tid.x@A ?x352)))
(let ((?x341 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x354 (mem!seq_lens!32 ?x341)))
(let (($x8160 (not (bvule ?x354 (bvadd (_ bv4096 32) tid.x@A ?x352)))))
(let (($x2953 (not (bvule ?x354 (bvadd (_ bv2048 32) tid.x@A ?x352)))))
(let ((?x353 (bvadd tid.x@A ?x352)))
(let (($x355 (bvule ?x354 ?x353)))
(let (($x358 (not $x355)))
(let (($x9221 (and $x327 $x358 $x2953 $x8160 (not (bvule ?x354 ?x9371)))))
(let (($x8116 (and $x327 $x358 $x2953 $x8160)))
(let (($x2866 (and $x327 $x358 $x2953)))
(let (($x359 (and $x327 $x358)))
(or $x327 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x359 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x2866 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x8116 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x9221 $x10914 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x327 $x10914 $x11096 $x11096 $x11096 $x11096 $x10810 $x11096 $x2647 $x2647 $x2647 $x10858 $x10858 $x10858 $x10858 $x10858 $x10858))))))))))))))))))))))
(check-sat)
