; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv64 32)))
(assert
 (let ((?x266 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x266) (bvule ?x266 (_ bv1024 32)))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1899 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1886 (mem!block_tables!32 (bvadd ?x1899 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1886) (bvule ?x1886 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2409 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2390 (mem!block_tables!32 (bvadd ?x2409 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2390) (bvule ?x2390 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2921 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2897 (mem!block_tables!32 (bvadd ?x2921 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2897) (bvule ?x2897 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3445 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3424 (mem!block_tables!32 (bvadd ?x3445 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3424) (bvule ?x3424 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3972 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3963 (mem!block_tables!32 (bvadd ?x3972 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3963) (bvule ?x3963 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4505 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4499 (mem!block_tables!32 (bvadd ?x4505 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4499) (bvule ?x4499 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5044 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5036 (mem!block_tables!32 (bvadd ?x5044 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5036) (bvule ?x5036 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x475 (mem!block_tables!32 (bvadd ?x493 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x475) (bvule ?x475 (_ bv4095 32)))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7060 (bvadd (_ bv32 64) ?x493)))
 (let ((?x7034 (mem!block_tables!32 (bvadd ?x7060 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7034) (bvule ?x7034 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7656 (bvadd (_ bv64 64) ?x493)))
 (let ((?x7655 (mem!block_tables!32 (bvadd ?x7656 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7655) (bvule ?x7655 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8239 (bvadd (_ bv96 64) ?x493)))
 (let ((?x8212 (mem!block_tables!32 (bvadd ?x8239 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8212) (bvule ?x8212 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8826 (bvadd (_ bv128 64) ?x493)))
 (let ((?x8814 (mem!block_tables!32 (bvadd ?x8826 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8814) (bvule ?x8814 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9414 (bvadd (_ bv160 64) ?x493)))
 (let ((?x9402 (mem!block_tables!32 (bvadd ?x9414 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9402) (bvule ?x9402 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10004 (bvadd (_ bv192 64) ?x493)))
 (let ((?x10003 (mem!block_tables!32 (bvadd ?x10004 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10003) (bvule ?x10003 (_ bv4095 32))))))))
(assert
 (let ((?x487 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x493 (concat (bvadd ?x487 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10592 (bvadd (_ bv224 64) ?x493)))
 (let ((?x10580 (mem!block_tables!32 (bvadd ?x10592 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10580) (bvule ?x10580 (_ bv4095 32))))))))
(assert
 (let ((?x16572 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
(let ((?x16575 (bvand ?x16572 (_ bv31 32))))
(let (($x256 (= param!power (_ bv1 32))))
(let (($x25173 (and $x256 (not (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x16575)))))))
(let (($x25168 (or $x25173)))
(or $x25168 $x25168 $x25168 $x25168 $x25168 $x25168 $x25168 $x25168 $x25168 $x25168)))))))
(check-sat)
