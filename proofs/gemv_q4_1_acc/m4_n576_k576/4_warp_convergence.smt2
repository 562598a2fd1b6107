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
 (bvult ctaid.x@A (_ bv144 32)))
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
 (bvult ctaid.x@B (_ bv144 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x184 (= ctaid.z@A ctaid.z@B)))
 (let (($x183 (= ctaid.y@A ctaid.y@B)))
 (let (($x182 (= ctaid.x@A ctaid.x@B)))
 (and $x182 $x183 $x184)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3212 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2938 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2938 (_ bv5 32)) (bvlshr ?x3212 (_ bv5 32))))))
(assert
 (let (($x2163 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2165 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2167 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2168 (bvadd ?x2167 ?x2165)))
(let (($x2173 (not (or (not (= ((_ extract 31 10) ?x2168) (_ bv0 22))) $x2163))))
(let (($x205 (= param!power (_ bv1 32))))
(let (($x2174 (and $x205 $x2173)))
(let ((?x3212 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x3213 (bvand ?x3212 (_ bv31 32))))
(let (($x241 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x220 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x225 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x226 (bvadd ?x225 ?x220)))
(let (($x246 (not (or (not (= ((_ extract 31 10) ?x226) (_ bv0 22))) $x241))))
(let (($x247 (and $x205 $x246)))
(let (($x3180 (and $x247 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3213))) (not $x2174))))
(let (($x2894 (or $x3180)))
(or $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894 $x2894)))))))))))))))))))
(check-sat)
