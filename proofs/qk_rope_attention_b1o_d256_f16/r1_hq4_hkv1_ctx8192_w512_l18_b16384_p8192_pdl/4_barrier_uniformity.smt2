; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!seq_lens!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun inv!slots!32 ((_ BitVec 32)) (_ BitVec 64))
(declare-fun mem!slots!32 ((_ BitVec 64)) (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv1 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (let ((?x396 (mem!seq_lens!32 ?x391)))
 (and (bvule (_ bv0 32) ?x396) (bvule ?x396 (_ bv8192 32)))))))
(assert
 (let ((?x395 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@A))))
 (let ((?x391 (bvadd ?x395 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x391)) ?x391))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv1 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x70307 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x70308 (bvadd ?x70307 (_ bv0 64))))
 (let ((?x71048 (mem!seq_lens!32 ?x70308)))
 (and (bvule (_ bv0 32) ?x71048) (bvule ?x71048 (_ bv8192 32)))))))
(assert
 (let ((?x70307 (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.y@B))))
 (let ((?x70308 (bvadd ?x70307 (_ bv0 64))))
 (= (inv!slots!32 (mem!slots!32 ?x70308)) ?x70308))))
(assert
 (let (($x3885 (= ctaid.z@A ctaid.z@B)))
 (let (($x4646 (= ctaid.y@A ctaid.y@B)))
 (let (($x10958 (= ctaid.x@A ctaid.x@B)))
 (and $x10958 $x4646 $x3885)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let (($x380 (= param!power (_ bv1 32))))
(let (($x11959 (and (distinct $x380 $x380) true)))
(or $x11959 $x11959))))
(check-sat)
