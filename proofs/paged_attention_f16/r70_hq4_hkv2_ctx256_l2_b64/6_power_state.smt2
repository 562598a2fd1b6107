; benchmark generated from python API
(set-info :status unknown)
(declare-fun base!q () (_ BitVec 64))
(declare-fun base!kv () (_ BitVec 64))
(declare-fun base!block_tables () (_ BitVec 64))
(declare-fun base!seq_lens () (_ BitVec 64))
(declare-fun base!out () (_ BitVec 64))
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun mem!block_tables!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (= (bvand base!q (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!q (_ bv18446744073709515775 64)))
(assert
 (and (distinct base!q (_ bv0 64)) true))
(assert
 (= (bvand base!kv (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!kv (_ bv18446744073708765183 64)))
(assert
 (and (distinct base!kv (_ bv0 64)) true))
(assert
 (= (bvand base!block_tables (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!block_tables (_ bv18446744073709547135 64)))
(assert
 (and (distinct base!block_tables (_ bv0 64)) true))
(assert
 (= (bvand base!seq_lens (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!seq_lens (_ bv18446744073709551335 64)))
(assert
 (and (distinct base!seq_lens (_ bv0 64)) true))
(assert
 (= (bvand base!out (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!out (_ bv18446744073709515775 64)))
(assert
 (and (distinct base!out (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv2 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv70 32)))
(assert
 (let ((?x264 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x264) (bvule ?x264 (_ bv256 32)))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x546 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x511 (mem!block_tables!32 (bvadd ?x546 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x511) (bvule ?x511 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x2639 (concat (bvadd ?x540 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x2629 (mem!block_tables!32 (bvadd ?x2639 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2629) (bvule ?x2629 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x3622 (concat (bvadd ?x540 (concat (_ bv0 36) ((_ extract 31 6) tid.x@A))) (_ bv0 2))))
 (let ((?x3624 (mem!block_tables!32 (bvadd ?x3622 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3624) (bvule ?x3624 (_ bv63 32)))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x4544 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv2 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x4545 (concat ?x4544 (_ bv0 2))))
 (let ((?x4532 (mem!block_tables!32 (bvadd ?x4545 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x4532) (bvule ?x4532 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5171 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv4 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x5166 (concat ?x5171 (_ bv0 2))))
 (let ((?x3581 (mem!block_tables!32 (bvadd ?x5166 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3581) (bvule ?x3581 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x5781 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv6 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x5776 (concat ?x5781 (_ bv0 2))))
 (let ((?x5761 (mem!block_tables!32 (bvadd ?x5776 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5761) (bvule ?x5761 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x6412 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv8 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x6413 (concat ?x6412 (_ bv0 2))))
 (let ((?x6399 (mem!block_tables!32 (bvadd ?x6413 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x6399) (bvule ?x6399 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7009 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv10 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x7038 (concat ?x7009 (_ bv0 2))))
 (let ((?x7028 (mem!block_tables!32 (bvadd ?x7038 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7028) (bvule ?x7028 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x7672 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv12 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x7673 (concat ?x7672 (_ bv0 2))))
 (let ((?x7577 (mem!block_tables!32 (bvadd ?x7673 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x7577) (bvule ?x7577 (_ bv63 32))))))))
(assert
 (let ((?x540 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x8187 (bvadd ?x540 (concat (_ bv0 30) (bvadd (_ bv14 32) (concat (_ bv0 6) ((_ extract 31 6) tid.x@A)))))))
 (let ((?x8314 (concat ?x8187 (_ bv0 2))))
 (let ((?x8268 (mem!block_tables!32 (bvadd ?x8314 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x8268) (bvule ?x8268 (_ bv63 32))))))))
(assert
 (and (distinct (_ bv1 32) param!power) true))
(assert
 (let ((?x272 ((_ extract 31 6) tid.x@A)))
(let (($x277 (= ?x272 (_ bv0 26))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x282 (and $x255 $x277)))
(or $x282))))))
(check-sat)
