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
 (let (($x2513 (= ctaid.z@A ctaid.z@B)))
 (let (($x2470 (= ctaid.y@A ctaid.y@B)))
 (let (($x2667 (= ctaid.x@A ctaid.x@B)))
 (and $x2667 $x2470 $x2513)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3075 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2948 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2948 (_ bv5 32)) (bvlshr ?x3075 (_ bv5 32))))))
(assert
 (let (($x2160 (bvule (_ bv8 4) (bvadd ((_ extract 8 5) tid.x@B) (concat ((_ extract 1 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2162 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2164 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2165 (bvadd ?x2164 ?x2162)))
(let (($x2170 (not (or (not (= ((_ extract 31 4) ?x2165) (_ bv0 28))) $x2160))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2171 (and $x207 $x2170)))
(let ((?x3075 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x3481 (bvand ?x3075 (_ bv31 32))))
(let (($x241 (bvule (_ bv8 4) (bvadd ((_ extract 8 5) tid.x@A) (concat ((_ extract 1 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x226 (bvadd ?x225 ?x220)))
(let (($x246 (not (or (not (= ((_ extract 31 4) ?x226) (_ bv0 28))) $x241))))
(let (($x247 (and $x207 $x246)))
(let (($x3459 (and $x247 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3481))) (not $x2171))))
(let (($x3086 (or $x3459)))
(or $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086 $x3086)))))))))))))))))))
(check-sat)
