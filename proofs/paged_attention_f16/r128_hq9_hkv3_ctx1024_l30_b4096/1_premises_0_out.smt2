; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(declare-fun pelem0_0 () (_ BitVec 64))
(declare-fun pelem0_1 () (_ BitVec 64))
(declare-fun pelem0_2 () (_ BitVec 64))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult ctaid.z@A (_ bv128 32)))
(assert
 (let ((?x263 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x263) (bvule ?x263 (_ bv1024 32)))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x473 (mem!block_tables!32 (bvadd ?x491 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x473) (bvule ?x473 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1891 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1878 (mem!block_tables!32 (bvadd ?x1891 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1878) (bvule ?x1878 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2401 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv256 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2382 (mem!block_tables!32 (bvadd ?x2401 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2382) (bvule ?x2382 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2913 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv384 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2889 (mem!block_tables!32 (bvadd ?x2913 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2889) (bvule ?x2889 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3437 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv512 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3416 (mem!block_tables!32 (bvadd ?x3437 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3416) (bvule ?x3416 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3964 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv640 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x3955 (mem!block_tables!32 (bvadd ?x3964 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3955) (bvule ?x3955 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4497 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv768 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x4491 (mem!block_tables!32 (bvadd ?x4497 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4491) (bvule ?x4491 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5036 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv896 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x5028 (mem!block_tables!32 (bvadd ?x5036 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5028) (bvule ?x5028 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x473 (mem!block_tables!32 (bvadd ?x491 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x473) (bvule ?x473 (_ bv4095 32)))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7052 (bvadd (_ bv32 64) ?x491)))
 (let ((?x7026 (mem!block_tables!32 (bvadd ?x7052 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7026) (bvule ?x7026 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x7648 (bvadd (_ bv64 64) ?x491)))
 (let ((?x7647 (mem!block_tables!32 (bvadd ?x7648 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7647) (bvule ?x7647 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8231 (bvadd (_ bv96 64) ?x491)))
 (let ((?x8204 (mem!block_tables!32 (bvadd ?x8231 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8204) (bvule ?x8204 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x8818 (bvadd (_ bv128 64) ?x491)))
 (let ((?x8806 (mem!block_tables!32 (bvadd ?x8818 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8806) (bvule ?x8806 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9406 (bvadd (_ bv160 64) ?x491)))
 (let ((?x9394 (mem!block_tables!32 (bvadd ?x9406 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9394) (bvule ?x9394 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x9996 (bvadd (_ bv192 64) ?x491)))
 (let ((?x9995 (mem!block_tables!32 (bvadd ?x9996 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x9995) (bvule ?x9995 (_ bv4095 32))))))))
(assert
 (let ((?x485 (bvmul (_ bv64 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x491 (concat (bvadd ?x485 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x10584 (bvadd (_ bv224 64) ?x491)))
 (let ((?x10572 (mem!block_tables!32 (bvadd ?x10584 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x10572) (bvule ?x10572 (_ bv4095 32))))))))
(assert
 (= (_ bv1 32) param!power))
(assert
 (bvult pelem0_0 (_ bv128 64)))
(assert
 (bvult pelem0_1 (_ bv9 64)))
(assert
 (bvult pelem0_2 (_ bv64 64)))
(assert
 (let (($x277 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x253 (= param!power (_ bv1 32))))
(and $x253 $x277))))
(check-sat)
