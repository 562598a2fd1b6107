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
 (let (($x126 (= ctaid.z@A ctaid.z@B)))
 (let (($x97 (= ctaid.y@A ctaid.y@B)))
 (let (($x151 (= ctaid.x@A ctaid.x@B)))
 (and $x151 $x97 $x126)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2500 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x157 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x157 (_ bv5 32)) (bvlshr ?x2500 (_ bv5 32))))))
(assert
 (let (($x2032 (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26)))))
(let (($x2034 (not (or $x2032 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2035 (and $x207 $x2034)))
(let (($x627 (not $x2035)))
(let ((?x2500 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x2317 (bvand ?x2500 (_ bv31 32))))
(let ((?x218 ((_ extract 5 0) tid.x@A)))
(let (($x222 (bvule (_ bv32 6) ?x218)))
(let (($x216 (= ((_ extract 31 6) tid.x@A) (_ bv0 26))))
(let (($x223 (not $x216)))
(let (($x225 (not (or $x223 $x222))))
(let (($x226 (and $x207 $x225)))
(let (($x1189 (and $x226 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2317))) $x627)))
(let (($x1200 (or $x1189)))
(or $x1200 $x1200 $x1200 $x1200 $x1200)))))))))))))))))
(check-sat)
