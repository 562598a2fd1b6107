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
(declare-fun param!power () (_ BitVec 32))
(declare-fun elem0_1 () (_ BitVec 64))
(declare-fun elem0_2 () (_ BitVec 64))
(declare-fun elem0_3 () (_ BitVec 64))
(assert
 (and (bvule (_ bv65 64) size!R) (bvule size!R (_ bv512 64))))
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
 (let ((?x104287 (bvmul (_ bv4 64) (concat (_ bv0 32) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104289 (mem!seq_lens!32 (bvadd ?x104287 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104289) (bvule ?x104289 (_ bv8192 32))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104300 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104303 (mem!block_tables!32 (bvadd (concat ?x104300 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104303) (bvule ?x104303 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104310 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104313 (mem!block_tables!32 (bvadd (concat ?x104310 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104313) (bvule ?x104313 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104320 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104323 (mem!block_tables!32 (bvadd (concat ?x104320 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104323) (bvule ?x104323 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104330 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104333 (mem!block_tables!32 (bvadd (concat ?x104330 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104333) (bvule ?x104333 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104340 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104343 (mem!block_tables!32 (bvadd (concat ?x104340 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104343) (bvule ?x104343 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104350 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104353 (mem!block_tables!32 (bvadd (concat ?x104350 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104353) (bvule ?x104353 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104360 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104363 (mem!block_tables!32 (bvadd (concat ?x104360 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104363) (bvule ?x104363 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104370 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104373 (mem!block_tables!32 (bvadd (concat ?x104370 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104373) (bvule ?x104373 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104380 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1024 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104383 (mem!block_tables!32 (bvadd (concat ?x104380 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104383) (bvule ?x104383 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104390 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1152 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104393 (mem!block_tables!32 (bvadd (concat ?x104390 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104393) (bvule ?x104393 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104400 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1280 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104403 (mem!block_tables!32 (bvadd (concat ?x104400 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104403) (bvule ?x104403 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104410 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1408 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104413 (mem!block_tables!32 (bvadd (concat ?x104410 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104413) (bvule ?x104413 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104420 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1536 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104423 (mem!block_tables!32 (bvadd (concat ?x104420 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104423) (bvule ?x104423 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104430 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1664 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104433 (mem!block_tables!32 (bvadd (concat ?x104430 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104433) (bvule ?x104433 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104440 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1792 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104443 (mem!block_tables!32 (bvadd (concat ?x104440 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104443) (bvule ?x104443 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104450 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv1920 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104453 (mem!block_tables!32 (bvadd (concat ?x104450 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104453) (bvule ?x104453 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104460 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2048 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104463 (mem!block_tables!32 (bvadd (concat ?x104460 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104463) (bvule ?x104463 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104470 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2176 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104473 (mem!block_tables!32 (bvadd (concat ?x104470 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104473) (bvule ?x104473 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104480 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2304 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104483 (mem!block_tables!32 (bvadd (concat ?x104480 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104483) (bvule ?x104483 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104490 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2432 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104493 (mem!block_tables!32 (bvadd (concat ?x104490 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104493) (bvule ?x104493 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104500 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2560 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104503 (mem!block_tables!32 (bvadd (concat ?x104500 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104503) (bvule ?x104503 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104510 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2688 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104513 (mem!block_tables!32 (bvadd (concat ?x104510 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104513) (bvule ?x104513 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104520 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2816 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104523 (mem!block_tables!32 (bvadd (concat ?x104520 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104523) (bvule ?x104523 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104530 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv2944 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104533 (mem!block_tables!32 (bvadd (concat ?x104530 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104533) (bvule ?x104533 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104540 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3072 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104543 (mem!block_tables!32 (bvadd (concat ?x104540 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104543) (bvule ?x104543 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104550 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3200 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104553 (mem!block_tables!32 (bvadd (concat ?x104550 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104553) (bvule ?x104553 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104560 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3328 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104563 (mem!block_tables!32 (bvadd (concat ?x104560 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104563) (bvule ?x104563 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104570 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3456 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104573 (mem!block_tables!32 (bvadd (concat ?x104570 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104573) (bvule ?x104573 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104580 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3584 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104583 (mem!block_tables!32 (bvadd (concat ?x104580 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104583) (bvule ?x104583 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104590 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3712 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104593 (mem!block_tables!32 (bvadd (concat ?x104590 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104593) (bvule ?x104593 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104600 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3840 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104603 (mem!block_tables!32 (bvadd (concat ?x104600 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104603) (bvule ?x104603 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104610 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv3968 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104613 (mem!block_tables!32 (bvadd (concat ?x104610 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104613) (bvule ?x104613 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104620 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4096 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104623 (mem!block_tables!32 (bvadd (concat ?x104620 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104623) (bvule ?x104623 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104630 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4224 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104633 (mem!block_tables!32 (bvadd (concat ?x104630 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104633) (bvule ?x104633 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104640 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4352 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104643 (mem!block_tables!32 (bvadd (concat ?x104640 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104643) (bvule ?x104643 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104650 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4480 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104653 (mem!block_tables!32 (bvadd (concat ?x104650 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104653) (bvule ?x104653 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104660 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4608 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104663 (mem!block_tables!32 (bvadd (concat ?x104660 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104663) (bvule ?x104663 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104670 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4736 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104673 (mem!block_tables!32 (bvadd (concat ?x104670 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104673) (bvule ?x104673 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104680 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4864 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104683 (mem!block_tables!32 (bvadd (concat ?x104680 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104683) (bvule ?x104683 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104690 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv4992 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104693 (mem!block_tables!32 (bvadd (concat ?x104690 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104693) (bvule ?x104693 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104700 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5120 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104703 (mem!block_tables!32 (bvadd (concat ?x104700 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104703) (bvule ?x104703 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104710 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5248 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104713 (mem!block_tables!32 (bvadd (concat ?x104710 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104713) (bvule ?x104713 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104720 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5376 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104723 (mem!block_tables!32 (bvadd (concat ?x104720 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104723) (bvule ?x104723 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104730 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5504 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104733 (mem!block_tables!32 (bvadd (concat ?x104730 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104733) (bvule ?x104733 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104740 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5632 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104743 (mem!block_tables!32 (bvadd (concat ?x104740 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104743) (bvule ?x104743 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104750 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5760 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104753 (mem!block_tables!32 (bvadd (concat ?x104750 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104753) (bvule ?x104753 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104760 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv5888 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104763 (mem!block_tables!32 (bvadd (concat ?x104760 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104763) (bvule ?x104763 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104770 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6016 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104773 (mem!block_tables!32 (bvadd (concat ?x104770 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104773) (bvule ?x104773 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104780 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6144 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104783 (mem!block_tables!32 (bvadd (concat ?x104780 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104783) (bvule ?x104783 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104790 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6272 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104793 (mem!block_tables!32 (bvadd (concat ?x104790 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104793) (bvule ?x104793 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104800 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6400 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104803 (mem!block_tables!32 (bvadd (concat ?x104800 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104803) (bvule ?x104803 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104810 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6528 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104813 (mem!block_tables!32 (bvadd (concat ?x104810 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104813) (bvule ?x104813 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104820 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6656 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104823 (mem!block_tables!32 (bvadd (concat ?x104820 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104823) (bvule ?x104823 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104830 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6784 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104833 (mem!block_tables!32 (bvadd (concat ?x104830 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104833) (bvule ?x104833 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104840 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv6912 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104843 (mem!block_tables!32 (bvadd (concat ?x104840 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104843) (bvule ?x104843 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104850 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7040 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104853 (mem!block_tables!32 (bvadd (concat ?x104850 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104853) (bvule ?x104853 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104860 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7168 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104863 (mem!block_tables!32 (bvadd (concat ?x104860 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104863) (bvule ?x104863 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104870 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7296 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104873 (mem!block_tables!32 (bvadd (concat ?x104870 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104873) (bvule ?x104873 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104880 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7424 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104883 (mem!block_tables!32 (bvadd (concat ?x104880 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104883) (bvule ?x104883 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104890 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7552 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104893 (mem!block_tables!32 (bvadd (concat ?x104890 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104893) (bvule ?x104893 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104900 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7680 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104903 (mem!block_tables!32 (bvadd (concat ?x104900 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104903) (bvule ?x104903 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104910 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7808 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104913 (mem!block_tables!32 (bvadd (concat ?x104910 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104913) (bvule ?x104913 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104920 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv7936 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104923 (mem!block_tables!32 (bvadd (concat ?x104920 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104923) (bvule ?x104923 (_ bv16383 32)))))))
(assert
 (let ((?x104299 (bvmul (_ bv512 62) (concat (_ bv0 30) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104930 (bvadd ?x104299 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv8064 32) (_ bv0 32) (concat ((_ extract 24 0) (_ bv0 32)) (_ bv0 7))))))))
 (let ((?x104933 (mem!block_tables!32 (bvadd (concat ?x104930 (_ bv0 2)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x104933) (bvule ?x104933 (_ bv16383 32)))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult elem0_0 size!R))
(assert
 (bvult elem0_1 (_ bv9 64)))
(assert
 (bvult elem0_2 (_ bv1 64)))
(assert
 (bvult elem0_3 (_ bv2 64)))
(assert
 (let ((?x104252 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv8 64))) (bvmul elem0_2 (_ bv8 64)))))
 (let ((?x104254 (bvadd ?x104252 (bvmul elem0_3 (_ bv4 64)))))
 (let ((?x104273 (bvmul (_ bv9 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
 (let ((?x104267 (bvadd (concat (_ bv0 29) (_ bv0 32)) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x104273)))
 (let (($x336 (= param!power (_ bv1 32))))
 (let (($x104277 (and $x336 (= (_ bv0 32) (_ bv0 32)))))
 (let (($x104278 (bvult (_ bv0 32) (_ bv128 32))))
 (let (($x104279 (bvult (_ bv0 32) (_ bv1 32))))
 (let ((?x104270 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))
 (let (($x104280 (bvult ?x104270 (_ bv9 32))))
 (let ((?x75 ((_ extract 31 0) size!R)))
 (let ((?x104262 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
 (let (($x104283 (bvult ?x104262 ?x75)))
 (let (($x104284 (and $x104283 $x104280 $x104279 $x104279 $x104279 $x104278 $x104277 (= (concat ?x104267 (_ bv0 3)) ?x104254))))
 (not $x104284))))))))))))))))
(assert
 (let ((?x104252 (bvadd (bvadd (bvadd (_ bv0 64) (bvmul elem0_0 (_ bv72 64))) (bvmul elem0_1 (_ bv8 64))) (bvmul elem0_2 (_ bv8 64)))))
(let ((?x104254 (bvadd ?x104252 (bvmul elem0_3 (_ bv4 64)))))
(let ((?x104273 (bvmul (_ bv9 61) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))))
(let ((?x104267 (bvadd (concat (_ bv0 29) (_ bv0 32)) (concat (_ bv0 29) ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))) ?x104273)))
(let (($x336 (= param!power (_ bv1 32))))
(let (($x104277 (and $x336 (= (_ bv0 32) (_ bv0 32)))))
(let (($x104278 (bvult (_ bv0 32) (_ bv128 32))))
(let (($x104279 (bvult (_ bv0 32) (_ bv1 32))))
(let ((?x104270 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_1) (_ bv0 16)))))
(let (($x104280 (bvult ?x104270 (_ bv9 32))))
(let ((?x75 ((_ extract 31 0) size!R)))
(let ((?x104262 ((_ zero_extend 16) (bvsub ((_ extract 15 0) elem0_0) (_ bv0 16)))))
(let (($x104283 (bvult ?x104262 ?x75)))
(let (($x104939 (and $x104283 $x104280 $x104279 $x104279 $x104279 $x104278 $x104277 (= (concat ?x104267 (_ bv4 3)) ?x104254))))
(not $x104939))))))))))))))))
(check-sat)
