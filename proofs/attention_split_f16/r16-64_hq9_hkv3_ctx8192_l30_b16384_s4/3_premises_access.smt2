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
(declare-fun v9344@A () (_ BitVec 64))
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
 (let ((?x76 ((_ extract 31 0) size!R)))
 (bvult ctaid.z@A ?x76)))
(assert
 (let ((?x353 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x353) (bvule ?x353 (_ bv8192 32)))))
(assert
 (bvule v9344@A (_ bv15 64)))
(assert
 (let (($x339 (= param!power (_ bv1 32))))
(let (($x25069 (and $x339 (= tid.x@A (_ bv0 32)))))
(let (($x2887 (and $x339 (= ((_ extract 31 6) tid.x@A) (_ bv0 26)))))
(let (($x25097 (= ((_ extract 31 7) tid.x@A) (_ bv0 25))))
(let (($x25334 (and $x339 $x25097)))
(let (($x24965 (and $x339 $x25097 (not (= (bvmul (_ bv1088 32) ((_ extract 31 0) v9344@A)) (_ bv16320 32))))))
(let (($x25212 (and $x339 (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))
(let ((?x363 (concat ((_ extract 24 0) ctaid.x@A) (_ bv0 7))))
(let ((?x22552 (bvadd (_ bv7680 32) tid.x@A ?x363)))
(let ((?x352 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A))))
(let ((?x365 (mem!seq_lens!32 ?x352)))
(let (($x21411 (not (bvule ?x365 (bvadd (_ bv7168 32) tid.x@A ?x363)))))
(let (($x20304 (not (bvule ?x365 (bvadd (_ bv6656 32) tid.x@A ?x363)))))
(let (($x19173 (not (bvule ?x365 (bvadd (_ bv6144 32) tid.x@A ?x363)))))
(let (($x17962 (not (bvule ?x365 (bvadd (_ bv5632 32) tid.x@A ?x363)))))
(let (($x16804 (not (bvule ?x365 (bvadd (_ bv5120 32) tid.x@A ?x363)))))
(let (($x15870 (not (bvule ?x365 (bvadd (_ bv4608 32) tid.x@A ?x363)))))
(let (($x14081 (not (bvule ?x365 (bvadd (_ bv4096 32) tid.x@A ?x363)))))
(let (($x13560 (not (bvule ?x365 (bvadd (_ bv3584 32) tid.x@A ?x363)))))
(let (($x12113 (not (bvule ?x365 (bvadd (_ bv3072 32) tid.x@A ?x363)))))
(let (($x11600 (not (bvule ?x365 (bvadd (_ bv2560 32) tid.x@A ?x363)))))
(let (($x10499 (not (bvule ?x365 (bvadd (_ bv2048 32) tid.x@A ?x363)))))
(let (($x9350 (not (bvule ?x365 (bvadd (_ bv1536 32) tid.x@A ?x363)))))
(let (($x8361 (not (bvule ?x365 (bvadd (_ bv1024 32) tid.x@A ?x363)))))
(let (($x2771 (not (bvule ?x365 (bvadd (_ bv512 32) tid.x@A ?x363)))))
(let ((?x364 (bvadd tid.x@A ?x363)))
(let (($x366 (bvule ?x365 ?x364)))
(let (($x369 (not $x366)))
(let (($x22305 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113 $x13560 $x14081 $x15870 $x16804 $x17962 $x19173 $x20304 $x21411 (not (bvule ?x365 ?x22552)))))
(let (($x21079 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113 $x13560 $x14081 $x15870 $x16804 $x17962 $x19173 $x20304 $x21411)))
(let (($x20333 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113 $x13560 $x14081 $x15870 $x16804 $x17962 $x19173 $x20304)))
(let (($x19167 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113 $x13560 $x14081 $x15870 $x16804 $x17962 $x19173)))
(let (($x18084 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113 $x13560 $x14081 $x15870 $x16804 $x17962)))
(let (($x16788 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113 $x13560 $x14081 $x15870 $x16804)))
(let (($x15916 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113 $x13560 $x14081 $x15870)))
(let (($x14682 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113 $x13560 $x14081)))
(let (($x13566 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113 $x13560)))
(let (($x12482 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600 $x12113)))
(let (($x11599 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499 $x11600)))
(let (($x10393 (and $x339 $x369 $x2771 $x8361 $x9350 $x10499)))
(let (($x9401 (and $x339 $x369 $x2771 $x8361 $x9350)))
(let (($x8008 (and $x339 $x369 $x2771 $x8361)))
(let (($x2898 (and $x339 $x369 $x2771)))
(let (($x370 (and $x339 $x369)))
(or $x339 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x370 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x2898 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x8008 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x9401 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x10393 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x11599 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x12482 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x13566 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x14682 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x15916 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x16788 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x18084 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x19167 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x20333 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x21079 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x22305 $x25212 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x339 $x25212 $x25334 $x25334 $x25334 $x25334 $x24965 $x25334 $x2887 $x2887 $x2887 $x25069 $x25069 $x25069 $x25069 $x25069 $x25069))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
