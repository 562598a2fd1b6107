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
(declare-fun elem1_0 () (_ BitVec 64))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun elem1_2 () (_ BitVec 64))
(declare-fun elem1_3 () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem1_1 () (_ BitVec 64))
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
 (let ((?x13850 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x13852 (mem!seq_lens!32 (bvadd ?x13850 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13852) (bvule ?x13852 (_ bv8192 32))))))
(assert
 (let ((?x13857 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x13834 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x13862 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x13865 (bvadd (concat (bvadd ?x13862 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x13834 ?x13857)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x13866 (mem!block_tables!32 ?x13865)))
 (and (bvule (_ bv0 32) ?x13866) (bvule ?x13866 (_ bv16383 32)))))))))
(assert
 (let ((?x13857 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x13834 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x13862 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x13874 (concat (bvadd ?x13862 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) ?x13834 ?x13857)))) (_ bv0 2))))
 (let ((?x13876 (mem!block_tables!32 (bvadd ?x13874 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13876) (bvule ?x13876 (_ bv16383 32)))))))))
(assert
 (let ((?x13857 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x13834 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x13862 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x13884 (concat (bvadd ?x13862 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) ?x13834 ?x13857)))) (_ bv0 2))))
 (let ((?x13886 (mem!block_tables!32 (bvadd ?x13884 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13886) (bvule ?x13886 (_ bv16383 32)))))))))
(assert
 (let ((?x13857 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x13834 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x13862 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x13894 (concat (bvadd ?x13862 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) ?x13834 ?x13857)))) (_ bv0 2))))
 (let ((?x13896 (mem!block_tables!32 (bvadd ?x13894 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x13896) (bvule ?x13896 (_ bv16383 32)))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem1_0 size!R))
(assert
 (bvult elem1_1 (_ bv9 64)))
(assert
 (bvult elem1_2 (_ bv16 64)))
(assert
 (bvult elem1_3 (_ bv64 64)))
(assert
 (let ((?x13810 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv36864 64))) (bvmul elem1_1 (_ bv4096 64))) (bvmul elem1_2 (_ bv256 64)))))
(let ((?x13812 (bvadd ?x13810 (bvmul elem1_3 (_ bv4 64)))))
(let ((?x13795 (bvmul (_ bv144 56) (concat (_ bv0 24) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
(let ((?x13833 (bvmul (_ bv16 56) (concat (_ bv0 24) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16)))))))
(let ((?x13831 (bvadd (concat (_ bv0 24) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) ?x13833 ?x13795)))
(let ((?x13837 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))) (concat ?x13831 (_ bv0 6)))))
(let (($x327 (= param!power (_ bv1 32))))
(let (($x13842 (and $x327 (= ((_ extract 31 6) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))) (_ bv0 26)))))
(let (($x13736 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x73 ((_ extract 31 0) size!R)))
(let ((?x13820 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))
(let (($x13847 (and (bvult ?x13820 ?x73) (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16))) (_ bv9 32)) (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16))) (_ bv16 32)) $x13736 $x13736 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16))) (_ bv128 32)) $x13842 (= (concat ?x13837 (_ bv0 2)) ?x13812))))
(not $x13847))))))))))))))
(check-sat)
