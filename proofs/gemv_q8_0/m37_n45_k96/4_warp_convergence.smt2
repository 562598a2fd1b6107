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
 (bvult ctaid.y@A (_ bv10 32)))
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
 (bvult ctaid.y@B (_ bv10 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2169 (= ctaid.z@A ctaid.z@B)))
 (let (($x149 (= ctaid.y@A ctaid.y@B)))
 (let (($x2154 (= ctaid.x@A ctaid.x@B)))
 (and $x2154 $x149 $x2169)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x66 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2486 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2486 (_ bv5 32)) (bvlshr ?x66 (_ bv5 32))))))
(assert
 (let (($x1334 (bvule (_ bv45 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x1336 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1338 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1339 (bvadd ?x1338 ?x1336)))
(let (($x1344 (not (or (not (= ((_ extract 31 6) ?x1339) (_ bv0 26))) $x1334))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x1345 (and $x210 $x1344)))
(let ((?x66 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x138 (bvand ?x66 (_ bv31 32))))
(let (($x246 (bvule (_ bv45 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 6) ?x231) (_ bv0 26))) $x246))))
(let (($x252 (and $x210 $x251)))
(let (($x1777 (and $x252 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x138))) (not $x1345))))
(let (($x1930 (or $x1777)))
(or $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930 $x1930)))))))))))))))))))
(check-sat)
