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
 (bvult ctaid.x@A (_ bv32768 32)))
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
 (bvult ctaid.x@B (_ bv32768 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1860 (= ctaid.z@A ctaid.z@B)))
 (let (($x1566 (= ctaid.y@A ctaid.y@B)))
 (let (($x2372 (= ctaid.x@A ctaid.x@B)))
 (and $x2372 $x1566 $x1860)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1093 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x1599 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x1599 (_ bv5 32)) (bvlshr ?x1093 (_ bv5 32))))))
(assert
 (let ((?x893 (concat (bvadd ((_ extract 22 5) tid.x@B) (concat ((_ extract 15 0) ctaid.x@B) (_ bv0 2))) (_ bv0 1))))
(let ((?x896 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x898 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x899 (bvadd ?x898 ?x896)))
(let (($x904 (not (or (not (= ((_ extract 30 18) ?x899) (_ bv0 13))) (bvule (_ bv262144 19) ?x893)))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x905 (and $x207 $x904)))
(let ((?x1093 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x62 (bvand ?x1093 (_ bv31 32))))
(let ((?x265 (concat (bvadd ((_ extract 22 5) tid.x@A) (concat ((_ extract 15 0) ctaid.x@A) (_ bv0 2))) (_ bv0 1))))
(let (($x266 (bvule (_ bv262144 19) ?x265)))
(let ((?x245 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 30 18) ?x245) (_ bv0 13))))
(let (($x271 (not (or (not $x255) $x266))))
(let (($x272 (and $x207 $x271)))
(let (($x1874 (and $x272 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x62))) (not $x905))))
(let (($x2269 (or $x1874)))
(or $x2269 $x2269 $x2269 $x2269 $x2269)))))))))))))))))))
(check-sat)
