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
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x42 (= ctaid.z@A ctaid.z@B)))
 (let (($x1074 (= ctaid.y@A ctaid.y@B)))
 (let (($x1443 (= ctaid.x@A ctaid.x@B)))
 (and $x1443 $x1074 $x42)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1457 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x1447 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x1447 (_ bv5 32)) (bvlshr ?x1457 (_ bv5 32))))))
(assert
 (let ((?x478 ((_ extract 2 0) ctaid.x@B)))
(let ((?x397 (concat ?x478 (_ bv0 2))))
(let ((?x502 ((_ extract 9 5) tid.x@B)))
(let ((?x490 (bvadd ?x502 ?x397)))
(let ((?x342 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x503 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x504 (bvadd ?x503 ?x342)))
(let (($x465 (not (= ((_ extract 30 5) ?x504) (_ bv0 26)))))
(let (($x497 (not (or $x465 (bvule (_ bv36 6) (concat ?x490 (_ bv0 1)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x496 (and $x207 $x497)))
(let ((?x1457 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x100 (bvand ?x1457 (_ bv31 32))))
(let ((?x263 (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2)))))
(let (($x265 (bvule (_ bv36 6) (concat ?x263 (_ bv0 1)))))
(let ((?x244 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x254 (= ((_ extract 30 5) ?x244) (_ bv0 26))))
(let (($x266 (not $x254)))
(let (($x270 (not (or $x266 $x265))))
(let (($x271 (and $x207 $x270)))
(let (($x153 (and $x271 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x100))) (not $x496))))
(let (($x996 (or $x153)))
(or $x996 $x996 $x996 $x996 $x996 $x996 $x996 $x996 $x996 $x996))))))))))))))))))))))))
(check-sat)
