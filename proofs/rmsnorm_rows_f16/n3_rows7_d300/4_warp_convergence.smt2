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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1104 (= ctaid.z@A ctaid.z@B)))
 (let (($x831 (= ctaid.y@A ctaid.y@B)))
 (let (($x818 (= ctaid.x@A ctaid.x@B)))
 (and $x818 $x831 $x1104)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1542 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x1417 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x1417 (_ bv5 32)) (bvlshr ?x1542 (_ bv5 32))))))
(assert
 (let (($x2292 (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26)))))
(let (($x2294 (not (or $x2292 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B))))))
(let (($x230 (= param!power (_ bv1 32))))
(let (($x2295 (and $x230 $x2294)))
(let (($x1681 (not $x2295)))
(let ((?x1542 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x1141 (bvand ?x1542 (_ bv31 32))))
(let ((?x256 ((_ extract 5 0) tid.x@A)))
(let (($x260 (bvule (_ bv32 6) ?x256)))
(let (($x254 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x261 (not $x254)))
(let (($x263 (not (or $x261 $x260))))
(let (($x264 (and $x230 $x263)))
(let (($x2796 (and $x264 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1141))) $x1681)))
(let (($x2807 (or $x2796)))
(or $x2807 $x2807 $x2807 $x2807 $x2807)))))))))))))))))
(check-sat)
