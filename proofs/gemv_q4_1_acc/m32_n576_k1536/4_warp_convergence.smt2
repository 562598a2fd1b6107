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
 (bvult ctaid.y@A (_ bv8 32)))
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
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2557 (= ctaid.z@A ctaid.z@B)))
 (let (($x114 (= ctaid.y@A ctaid.y@B)))
 (let (($x2866 (= ctaid.x@A ctaid.x@B)))
 (and $x2866 $x114 $x2557)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x3216 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x3206 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x3206 (_ bv5 32)) (bvlshr ?x3216 (_ bv5 32))))))
(assert
 (let (($x2171 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2173 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2175 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2176 (bvadd ?x2175 ?x2173)))
(let (($x2181 (not (or (not (= ((_ extract 31 10) ?x2176) (_ bv0 22))) $x2171))))
(let (($x210 (= param!power (_ bv1 32))))
(let (($x2182 (and $x210 $x2181)))
(let ((?x3216 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x3218 (bvand ?x3216 (_ bv31 32))))
(let (($x245 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x224 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x229 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x230 (bvadd ?x229 ?x224)))
(let (($x250 (not (or (not (= ((_ extract 31 10) ?x230) (_ bv0 22))) $x245))))
(let (($x251 (and $x210 $x250)))
(let (($x3167 (and $x251 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x3218))) (not $x2182))))
(let (($x2826 (or $x3167)))
(or $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826 $x2826)))))))))))))))))))
(check-sat)
