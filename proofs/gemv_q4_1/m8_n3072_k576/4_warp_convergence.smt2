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
 (bvult ctaid.x@A (_ bv768 32)))
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
 (bvult ctaid.x@B (_ bv768 32)))
(assert
 (bvult ctaid.y@B (_ bv2 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x3013 (= ctaid.z@A ctaid.z@B)))
 (let (($x2757 (= ctaid.y@A ctaid.y@B)))
 (let (($x3114 (= ctaid.x@A ctaid.x@B)))
 (and $x3114 $x2757 $x3013)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3016 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2961 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2961 (_ bv5 32)) (bvlshr ?x3016 (_ bv5 32))))))
(assert
 (let (($x2132 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 9 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2134 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2136 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2137 (bvadd ?x2136 ?x2134)))
(let (($x2142 (not (or (not (= ((_ extract 31 12) ?x2137) (_ bv0 20))) $x2132))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x2143 (and $x211 $x2142)))
(let ((?x3016 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x2540 (bvand ?x3016 (_ bv31 32))))
(let (($x246 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x225 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x230 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x231 (bvadd ?x230 ?x225)))
(let (($x251 (not (or (not (= ((_ extract 31 12) ?x231) (_ bv0 20))) $x246))))
(let (($x252 (and $x211 $x251)))
(let (($x3164 (and $x252 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2540))) (not $x2143))))
(let (($x2942 (or $x3164)))
(or $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942 $x2942)))))))))))))))))))
(check-sat)
