; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!R () (_ BitVec 64))
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!ml () (_ BitVec 64))
(declare-fun base!acc () (_ BitVec 64))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_0 () (_ BitVec 64))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_3 () (_ BitVec 64))
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
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744070588989439 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
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
 (let ((?x13744 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x13746 (mem!seq_lens!32 (bvadd ?x13744 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13746) (bvule ?x13746 (_ bv8192 32))))))
(assert
 (let ((?x13751 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x13756 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x13759 (bvadd (concat (bvadd ?x13756 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv0 32) ?x13751)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x13760 (mem!block_tables!32 ?x13759)))
 (and (bvule (_ bv0 32) ?x13760) (bvule ?x13760 (_ bv16383 32))))))))
(assert
 (let ((?x13751 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x13756 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x13768 (concat (bvadd ?x13756 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) (_ bv0 32) ?x13751)))) (_ bv0 2))))
 (let ((?x13770 (mem!block_tables!32 (bvadd ?x13768 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13770) (bvule ?x13770 (_ bv16383 32))))))))
(assert
 (let ((?x13751 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x13756 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x13778 (concat (bvadd ?x13756 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) (_ bv0 32) ?x13751)))) (_ bv0 2))))
 (let ((?x13780 (mem!block_tables!32 (bvadd ?x13778 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13780) (bvule ?x13780 (_ bv16383 32))))))))
(assert
 (let ((?x13751 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x13756 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x13788 (concat (bvadd ?x13756 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) (_ bv0 32) ?x13751)))) (_ bv0 2))))
 (let ((?x13790 (mem!block_tables!32 (bvadd ?x13788 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13790) (bvule ?x13790 (_ bv16383 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!R))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv16 64)))
(assert
 (bvult elem0_3 (_ bv2 64)))
(assert
 (let ((?x13706 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x13708 (bvadd ?x13706 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x13730 (bvmul (_ bv144 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x13734 (bvmul (_ bv16 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
 (let ((?x13731 (bvadd (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) ?x13734 ?x13730)))
 (let (($x327 (= param!power (_ bv1 32))))
 (let (($x13733 (and $x327 (= (_ bv0 32) (_ bv0 32)))))
 (let (($x13737 (bvult (_ bv0 32) (_ bv128 32))))
 (let (($x13736 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x13726 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))))
 (let (($x13735 (bvult ?x13726 (_ bv16 32))))
 (let ((?x13719 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))
 (let (($x13739 (bvult ?x13719 (_ bv9 32))))
 (let ((?x73 ((_ extract 31 0) size!R)))
 (let ((?x13716 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x13740 (bvult ?x13716 ?x73)))
 (let (($x13741 (and $x13740 $x13739 $x13735 $x13736 $x13736 $x13737 $x13733 (= (concat ?x13731 (_ bv0 3)) ?x13708))))
 (not $x13741)))))))))))))))))))
(assert
 (let ((?x13706 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv1152 64))) (bvmul elem0_1 (_ bv128 64))) (bvmul elem0_2 (_ bv8 64)))))
(let ((?x13708 (bvadd ?x13706 (bvmul elem0_3 (_ bv4 64)))))
(let ((?x13730 (bvmul (_ bv144 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let ((?x13734 (bvmul (_ bv16 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))))
(let ((?x13731 (bvadd (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))) ?x13734 ?x13730)))
(let (($x327 (= param!power (_ bv1 32))))
(let (($x13733 (and $x327 (= (_ bv0 32) (_ bv0 32)))))
(let (($x13737 (bvult (_ bv0 32) (_ bv128 32))))
(let (($x13736 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x13726 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_2) (_ bv0 16)))))
(let (($x13735 (bvult ?x13726 (_ bv16 32))))
(let ((?x13719 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))
(let (($x13739 (bvult ?x13719 (_ bv9 32))))
(let ((?x73 ((_ extract 31 0) size!R)))
(let ((?x13716 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x13740 (bvult ?x13716 ?x73)))
(let (($x13796 (and $x13740 $x13739 $x13735 $x13736 $x13736 $x13737 $x13733 (= (concat ?x13731 (_ bv4 3)) ?x13708))))
(not $x13796)))))))))))))))))))
(check-sat)
