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
 (bvult ctaid.x@A (_ bv12 32)))
(assert
 (bvult ctaid.y@A (_ bv37 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv12 32)))
(assert
 (bvult ctaid.y@B (_ bv37 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1673 (= ctaid.z@A ctaid.z@B)))
 (let (($x212 (= ctaid.y@A ctaid.y@B)))
 (let (($x1356 (= ctaid.x@A ctaid.x@B)))
 (and $x1356 $x212 $x1673)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1367 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x107 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x107 (_ bv5 32)) (bvlshr ?x1367 (_ bv5 32))))))
(assert
 (let (($x730 (bvule (_ bv46 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x732 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x734 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x735 (bvadd ?x734 ?x732)))
(let (($x740 (not (or (not (= ((_ extract 31 6) ?x735) (_ bv0 26))) $x730))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x741 (and $x232 $x740)))
(let ((?x1367 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x162 (bvand ?x1367 (_ bv31 32))))
(let (($x1050 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x162)))))
(let (($x267 (bvule (_ bv46 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x253 (bvadd ?x252 ?x247)))
(let (($x272 (not (or (not (= ((_ extract 31 6) ?x253) (_ bv0 26))) $x267))))
(let (($x273 (and $x232 $x272)))
(let (($x1283 (and $x273 $x1050 (not $x741))))
(let (($x197 (or $x1283)))
(let ((?x742 ((_ extract 5 0) ctaid.y@B)))
(let (($x743 (bvule (_ bv37 6) ?x742)))
(let (($x745 (= ((_ extract 31 6) ctaid.y@B) (_ bv0 26))))
(let (($x746 (not $x745)))
(let (($x747 (or $x746 $x743)))
(let (($x748 (not $x747)))
(let (($x749 (and $x232 $x740 $x748)))
(let ((?x130 ((_ extract 5 0) ctaid.y@A)))
(let (($x134 (bvule (_ bv37 6) ?x130)))
(let (($x128 (= ((_ extract 31 6) ctaid.y@A) (_ bv0 26))))
(let (($x135 (not $x128)))
(let (($x136 (or $x135 $x134)))
(let (($x137 (not $x136)))
(let (($x337 (and $x232 $x272 $x137)))
(let (($x938 (and $x337 $x1050 (not $x749))))
(let (($x1279 (or $x938)))
(or $x1279 $x1279 $x1279 $x1279 $x1279 $x197 $x197 $x197 $x197 $x197))))))))))))))))))))))))))))))))))))
(check-sat)
