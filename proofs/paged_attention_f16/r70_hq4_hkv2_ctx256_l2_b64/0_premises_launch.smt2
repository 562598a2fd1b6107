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
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
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
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x489 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x454 (mem!block_tables!32 (bvadd ?x489 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x454) (bvule ?x454 (_ bv63 32)))))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x1951 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@A)))) (_ bv0 2))))
 (let ((?x1939 (mem!block_tables!32 (bvadd ?x1951 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x1939) (bvule ?x1939 (_ bv63 32)))))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x489 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x454 (mem!block_tables!32 (bvadd ?x489 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x454) (bvule ?x454 (_ bv63 32)))))))
(assert
 (let ((?x483 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@A))))
 (let ((?x489 (concat (bvadd ?x483 (concat (_ bv0 34) ((_ extract 31 4) tid.x@A))) (_ bv0 2))))
 (let ((?x3868 (bvadd (_ bv32 64) ?x489)))
 (let ((?x3734 (mem!block_tables!32 (bvadd ?x3868 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x3734) (bvule ?x3734 (_ bv63 32))))))))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv70 32)))
(assert
 (let ((?x5893 (mem!seq_lens!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.z@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5893) (bvule ?x5893 (_ bv256 32)))))
(assert
 (let ((?x5863 ((_ extract 31 4) tid.x@B)))
 (let ((?x5864 (concat (_ bv0 34) ?x5863)))
 (let ((?x5866 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5868 (concat (bvadd ?x5866 ?x5864) (_ bv0 2))))
 (let ((?x5876 (mem!block_tables!32 (bvadd ?x5868 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5876) (bvule ?x5876 (_ bv63 32)))))))))
(assert
 (let ((?x5866 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5884 (concat (bvadd ?x5866 (concat (_ bv0 34) ((_ extract 31 4) (bvadd (_ bv128 32) tid.x@B)))) (_ bv0 2))))
 (let ((?x5886 (mem!block_tables!32 (bvadd ?x5884 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5886) (bvule ?x5886 (_ bv63 32)))))))
(assert
 (let ((?x5863 ((_ extract 31 4) tid.x@B)))
 (let ((?x5864 (concat (_ bv0 34) ?x5863)))
 (let ((?x5866 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
 (let ((?x5868 (concat (bvadd ?x5866 ?x5864) (_ bv0 2))))
 (let ((?x5876 (mem!block_tables!32 (bvadd ?x5868 (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x5876) (bvule ?x5876 (_ bv63 32)))))))))
(assert
 (let ((?x5863 ((_ extract 31 4) tid.x@B)))
(let ((?x5864 (concat (_ bv0 34) ?x5863)))
(let ((?x5866 (bvmul (_ bv16 62) (concat (_ bv0 30) ctaid.z@B))))
(let ((?x5868 (concat (bvadd ?x5866 ?x5864) (_ bv0 2))))
(let ((?x5869 (bvadd (_ bv32 64) ?x5868)))
(let ((?x5871 (mem!block_tables!32 (bvadd ?x5869 (_ bv0 64)))))
(and (bvule (_ bv0 32) ?x5871) (bvule ?x5871 (_ bv63 32))))))))))
(check-sat)
