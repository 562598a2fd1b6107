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
 (let (($x56 (= ctaid.z@A ctaid.z@B)))
 (let (($x170 (= ctaid.y@A ctaid.y@B)))
 (let (($x185 (= ctaid.x@A ctaid.x@B)))
 (and $x185 $x170 $x56)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3189 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x3232 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x3232 (_ bv5 32)) (bvlshr ?x3189 (_ bv5 32))))))
(assert
 (let (($x2170 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2172 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2174 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2175 (bvadd ?x2174 ?x2172)))
(let (($x2180 (not (or (not (= ((_ extract 31 10) ?x2175) (_ bv0 22))) $x2170))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x2181 (and $x207 $x2180)))
(let ((?x3189 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x3199 (bvand ?x3189 (_ bv31 32))))
(let (($x243 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 10) ?x228) (_ bv0 22))) $x243))))
(let (($x249 (and $x207 $x248)))
(let (($x3176 (and $x249 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3199))) (not $x2181))))
(let (($x3306 (or $x3176)))
(or $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306 $x3306)))))))))))))))))))
(check-sat)
