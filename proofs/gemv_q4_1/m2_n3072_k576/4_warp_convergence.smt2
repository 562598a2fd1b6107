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
 (bvult ctaid.x@B (_ bv768 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2094 (= ctaid.z@A ctaid.z@B)))
 (let (($x2350 (= ctaid.y@A ctaid.y@B)))
 (let (($x2117 (= ctaid.x@A ctaid.x@B)))
 (and $x2117 $x2350 $x2094)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2246 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2307 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2307 (_ bv5 32)) (bvlshr ?x2246 (_ bv5 32))))))
(assert
 (let (($x1882 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 9 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x1884 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1886 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1887 (bvadd ?x1886 ?x1884)))
(let (($x1892 (not (or (not (= ((_ extract 31 12) ?x1887) (_ bv0 20))) $x1882))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1893 (and $x208 $x1892)))
(let ((?x2246 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x2440 (bvand ?x2246 (_ bv31 32))))
(let (($x243 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 12) ?x228) (_ bv0 20))) $x243))))
(let (($x249 (and $x208 $x248)))
(let (($x2263 (and $x249 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2440))) (not $x1893))))
(let (($x2199 (or $x2263)))
(or $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199 $x2199)))))))))))))))))))
(check-sat)
