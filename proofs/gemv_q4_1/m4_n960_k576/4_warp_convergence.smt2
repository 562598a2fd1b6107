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
 (bvult ctaid.x@B (_ bv240 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2476 (= ctaid.z@A ctaid.z@B)))
 (let (($x2474 (= ctaid.y@A ctaid.y@B)))
 (let (($x136 (= ctaid.x@A ctaid.x@B)))
 (and $x136 $x2474 $x2476)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x170 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2943 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2943 (_ bv5 32)) (bvlshr ?x170 (_ bv5 32))))))
(assert
 (let (($x2129 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2131 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2133 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2134 (bvadd ?x2133 ?x2131)))
(let (($x2139 (not (or (not (= ((_ extract 31 10) ?x2134) (_ bv0 22))) $x2129))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2140 (and $x207 $x2139)))
(let ((?x170 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x183 (bvand ?x170 (_ bv31 32))))
(let (($x243 (bvule (_ bv960 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
(let (($x249 (and $x207 $x248)))
(let (($x3046 (and $x249 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x183))) (not $x2140))))
(let (($x3092 (or $x3046)))
(or $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092 $x3092)))))))))))))))))))
(check-sat)
