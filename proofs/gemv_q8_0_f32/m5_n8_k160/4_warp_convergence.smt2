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
 (bvult ctaid.x@A (_ bv2 32)))
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
 (bvult ctaid.x@B (_ bv2 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x72 (= ctaid.z@A ctaid.z@B)))
 (let (($x2077 (= ctaid.y@A ctaid.y@B)))
 (let (($x1752 (= ctaid.x@A ctaid.x@B)))
 (and $x1752 $x2077 $x72)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x115 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x1974 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x1974 (_ bv5 32)) (bvlshr ?x115 (_ bv5 32))))))
(assert
 (let (($x1349 (bvule (_ bv8 4) (bvadd ((_ extract 8 5) tid.x@B) (concat ((_ extract 1 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x1351 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1353 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1354 (bvadd ?x1353 ?x1351)))
(let (($x1359 (not (or (not (= ((_ extract 31 4) ?x1354) (_ bv0 28))) $x1349))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1360 (and $x207 $x1359)))
(let ((?x115 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x2251 (bvand ?x115 (_ bv31 32))))
(let (($x241 (bvule (_ bv8 4) (bvadd ((_ extract 8 5) tid.x@A) (concat ((_ extract 1 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x226 (bvadd ?x225 ?x220)))
(let (($x246 (not (or (not (= ((_ extract 31 4) ?x226) (_ bv0 28))) $x241))))
(let (($x247 (and $x207 $x246)))
(let (($x2238 (and $x247 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2251))) (not $x1360))))
(let (($x2529 (or $x2238)))
(or $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529 $x2529)))))))))))))))))))
(check-sat)
