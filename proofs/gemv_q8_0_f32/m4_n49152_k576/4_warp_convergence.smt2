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
 (bvult ctaid.x@A (_ bv12288 32)))
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
 (bvult ctaid.x@B (_ bv12288 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1928 (= ctaid.z@A ctaid.z@B)))
 (let (($x1914 (= ctaid.y@A ctaid.y@B)))
 (let (($x2325 (= ctaid.x@A ctaid.x@B)))
 (and $x2325 $x1914 $x1928)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2311 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2294 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2294 (_ bv5 32)) (bvlshr ?x2311 (_ bv5 32))))))
(assert
 (let (($x1353 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@B) (concat ((_ extract 13 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x1355 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1357 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1358 (bvadd ?x1357 ?x1355)))
(let (($x1363 (not (or (not (= ((_ extract 31 16) ?x1358) (_ bv0 16))) $x1353))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1364 (and $x208 $x1363)))
(let ((?x2311 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x2308 (bvand ?x2311 (_ bv31 32))))
(let (($x244 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 16) ?x229) (_ bv0 16))) $x244))))
(let (($x250 (and $x208 $x249)))
(let (($x1927 (and $x250 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2308))) (not $x1364))))
(let (($x2154 (or $x1927)))
(or $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154 $x2154)))))))))))))))))))
(check-sat)
