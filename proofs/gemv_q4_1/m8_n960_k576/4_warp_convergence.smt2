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
 (bvult ctaid.x@A (_ bv240 32)))
(assert
 (bvult ctaid.y@A (_ bv2 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv240 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2987 (= ctaid.z@A ctaid.z@B)))
 (let (($x140 (= ctaid.y@A ctaid.y@B)))
 (let (($x2977 (= ctaid.x@A ctaid.x@B)))
 (and $x2977 $x140 $x2987)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2676 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x3181 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x3181 (_ bv5 32)) (bvlshr ?x2676 (_ bv5 32))))))
(assert
 (let (($x2131 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2133 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2135 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2136 (bvadd ?x2135 ?x2133)))
(let (($x2141 (not (or (not (= ((_ extract 31 10) ?x2136) (_ bv0 22))) $x2131))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x2142 (and $x210 $x2141)))
(let ((?x2676 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x2677 (bvand ?x2676 (_ bv31 32))))
(let (($x245 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x224 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x229 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x230 (bvadd ?x229 ?x224)))
(let (($x250 (not (or (not (= ((_ extract 31 10) ?x230) (_ bv0 22))) $x245))))
(let (($x251 (and $x210 $x250)))
(let (($x3060 (and $x251 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2677))) (not $x2142))))
(let (($x63 (or $x3060)))
(or $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63 $x63)))))))))))))))))))
(check-sat)
