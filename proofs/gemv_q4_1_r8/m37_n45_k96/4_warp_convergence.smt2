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
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv5 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv6 32)))
(assert
 (bvult ctaid.y@B (_ bv5 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8456 (= ctaid.z@A ctaid.z@B)))
 (let (($x155 (= ctaid.y@A ctaid.y@B)))
 (let (($x8629 (= ctaid.x@A ctaid.x@B)))
 (and $x8629 $x155 $x8456)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8199 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x7434 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x7434 (_ bv5 32)) (bvlshr ?x8199 (_ bv5 32))))))
(assert
 (let ((?x6300 ((_ extract 2 0) ctaid.x@B)))
(let ((?x6301 (concat ?x6300 (_ bv0 2))))
(let ((?x6302 ((_ extract 9 5) tid.x@B)))
(let ((?x6303 (bvadd ?x6302 ?x6301)))
(let ((?x6307 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6309 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6310 (bvadd ?x6309 ?x6307)))
(let (($x6313 (not (= ((_ extract 30 5) ?x6310) (_ bv0 26)))))
(let (($x6315 (not (or $x6313 (bvule (_ bv45 6) (concat ?x6303 (_ bv0 1)))))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x6316 (and $x210 $x6315)))
(let ((?x8199 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x171 (bvand ?x8199 (_ bv31 32))))
(let ((?x266 (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2)))))
(let (($x268 (bvule (_ bv45 6) (concat ?x266 (_ bv0 1)))))
(let ((?x247 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x257 (= ((_ extract 30 5) ?x247) (_ bv0 26))))
(let (($x269 (not $x257)))
(let (($x273 (not (or $x269 $x268))))
(let (($x274 (and $x210 $x273)))
(let (($x7709 (and $x274 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x171))) (not $x6316))))
(let (($x8486 (or $x7709)))
(or $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486 $x8486))))))))))))))))))))))))
(check-sat)
