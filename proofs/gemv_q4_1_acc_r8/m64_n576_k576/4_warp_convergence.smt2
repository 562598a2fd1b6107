; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun tid.x@B () (_ BitVec 32))
(declare-fun tid.y@B () (_ BitVec 32))
(declare-fun tid.z@B () (_ BitVec 32))
(declare-fun ctaid.x@B () (_ BitVec 32))
(declare-fun ctaid.y@B () (_ BitVec 32))
(declare-fun ctaid.z@B () (_ BitVec 32))
(declare-fun param!power () (_ BitVec 32))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv72 32)))
(assert
 (bvult ctaid.y@A (_ bv8 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv72 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8646 (= ctaid.z@A ctaid.z@B)))
 (let (($x119 (= ctaid.y@A ctaid.y@B)))
 (let (($x8796 (= ctaid.x@A ctaid.x@B)))
 (and $x8796 $x119 $x8646)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x7982 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x9194 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x9194 (_ bv5 32)) (bvlshr ?x7982 (_ bv5 32))))))
(assert
 (let ((?x6456 ((_ extract 6 0) ctaid.x@B)))
(let ((?x6457 (concat ?x6456 (_ bv0 2))))
(let ((?x6458 ((_ extract 13 5) tid.x@B)))
(let ((?x6459 (bvadd ?x6458 ?x6457)))
(let ((?x6463 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6465 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6466 (bvadd ?x6465 ?x6463)))
(let (($x6469 (not (= ((_ extract 30 9) ?x6466) (_ bv0 22)))))
(let (($x6471 (not (or $x6469 (bvule (_ bv576 10) (concat ?x6459 (_ bv0 1)))))))
(let (($x209 (= param!power (_ bv1 32))))
(let (($x6472 (and $x209 $x6471)))
(let ((?x7982 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x9297 (bvand ?x7982 (_ bv31 32))))
(let ((?x266 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x268 (bvule (_ bv576 10) (concat ?x266 (_ bv0 1)))))
(let ((?x247 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x257 (= ((_ extract 30 9) ?x247) (_ bv0 22))))
(let (($x269 (not $x257)))
(let (($x273 (not (or $x269 $x268))))
(let (($x274 (and $x209 $x273)))
(let (($x8910 (and $x274 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x9297))) (not $x6472))))
(let (($x7969 (or $x8910)))
(or $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969 $x7969))))))))))))))))))))))))
(check-sat)
