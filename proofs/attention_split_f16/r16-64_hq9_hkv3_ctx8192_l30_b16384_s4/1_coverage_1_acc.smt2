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
 (and (bvule (_ bv16 64) size!R) (bvule size!R (_ bv64 64))))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1152 64) size!R))))
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
 (let ((?x30471 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30473 (mem!seq_lens!32 (bvadd ?x30471 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30473) (bvule ?x30473 (_ bv8192 32))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30486 (bvadd (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd ?x30454 ?x30478)))) (_ bv0 2)) (_ bv0 64))))
 (let ((?x30487 (mem!block_tables!32 ?x30486)))
 (and (bvule (_ bv0 32) ?x30487) (bvule ?x30487 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30495 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30497 (mem!block_tables!32 (bvadd ?x30495 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30497) (bvule ?x30497 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30505 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30507 (mem!block_tables!32 (bvadd ?x30505 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30507) (bvule ?x30507 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30515 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30517 (mem!block_tables!32 (bvadd ?x30515 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30517) (bvule ?x30517 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30525 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30527 (mem!block_tables!32 (bvadd ?x30525 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30527) (bvule ?x30527 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30535 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2560 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30537 (mem!block_tables!32 (bvadd ?x30535 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30537) (bvule ?x30537 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30545 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30547 (mem!block_tables!32 (bvadd ?x30545 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30547) (bvule ?x30547 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30555 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3584 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30557 (mem!block_tables!32 (bvadd ?x30555 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30557) (bvule ?x30557 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30565 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30567 (mem!block_tables!32 (bvadd ?x30565 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30567) (bvule ?x30567 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30575 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4608 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30577 (mem!block_tables!32 (bvadd ?x30575 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30577) (bvule ?x30577 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30585 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30587 (mem!block_tables!32 (bvadd ?x30585 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30587) (bvule ?x30587 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30595 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5632 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30597 (mem!block_tables!32 (bvadd ?x30595 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30597) (bvule ?x30597 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30605 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30607 (mem!block_tables!32 (bvadd ?x30605 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30607) (bvule ?x30607 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30615 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6656 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30617 (mem!block_tables!32 (bvadd ?x30615 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30617) (bvule ?x30617 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30625 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30627 (mem!block_tables!32 (bvadd ?x30625 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30627) (bvule ?x30627 (_ bv16383 32)))))))))
(assert
 (let ((?x30478 (concat ((_ extract 24 0) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) (_ bv0 7))))
 (let ((?x30454 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))))
 (let ((?x30483 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
 (let ((?x30635 (concat (bvadd ?x30483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7680 32) ?x30454 ?x30478)))) (_ bv0 2))))
 (let ((?x30637 (mem!block_tables!32 (bvadd ?x30635 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x30637) (bvule ?x30637 (_ bv16383 32)))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem1_0 size!R))
(assert
 (bvult elem1_1 (_ bv9 64)))
(assert
 (bvult elem1_2 (_ bv4 64)))
(assert
 (bvult elem1_3 (_ bv64 64)))
(assert
 (let ((?x30431 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem1_0 (_ bv9216 64))) (bvmul elem1_1 (_ bv1024 64))) (bvmul elem1_2 (_ bv256 64)))))
(let ((?x30433 (bvadd ?x30431 (bvmul elem1_3 (_ bv4 64)))))
(let ((?x30416 (bvmul (_ bv36 56) (concat (_ bv0 24) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))))
(let ((?x30446 (bvmul (_ bv4 56) (concat (_ bv0 24) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16)))))))
(let ((?x30453 (bvadd (concat (_ bv0 24) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16)))) ?x30446 ?x30416)))
(let ((?x30458 (bvadd (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))) (concat ?x30453 (_ bv0 6)))))
(let (($x339 (= param!power (_ bv1 32))))
(let (($x30463 (and $x339 (= ((_ extract 31 6) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16)))) (_ bv0 26)))))
(let (($x30234 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x76 ((_ extract 31 0) size!R)))
(let ((?x30438 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_0) (_ bv0 16)))))
(let (($x30468 (and (bvult ?x30438 ?x76) (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_1) (_ bv0 16))) (_ bv9 32)) (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_2) (_ bv0 16))) (_ bv4 32)) $x30234 $x30234 (bvult ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem1_3) (_ bv0 16))) (_ bv128 32)) $x30463 (= (concat ?x30458 (_ bv0 2)) ?x30433))))
(not $x30468))))))))))))))
(check-sat)
