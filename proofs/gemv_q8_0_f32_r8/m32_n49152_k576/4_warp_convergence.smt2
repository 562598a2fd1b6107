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
 (bvult ctaid.x@A (_ bv3072 32)))
(assert
 (bvult ctaid.y@A (_ bv4 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3072 32)))
(assert
 (bvult ctaid.y@B (_ bv4 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x10080 (= ctaid.z@A ctaid.z@B)))
 (let (($x12704 (= ctaid.y@A ctaid.y@B)))
 (let (($x11396 (= ctaid.x@A ctaid.x@B)))
 (and $x11396 $x12704 $x10080)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x172 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x9601 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x9601 (_ bv5 32)) (bvlshr ?x172 (_ bv5 32))))))
(assert
 (let ((?x7007 ((_ extract 11 0) ctaid.x@B)))
(let ((?x7008 (concat ?x7007 (_ bv0 2))))
(let ((?x7009 ((_ extract 18 5) tid.x@B)))
(let ((?x7010 (bvadd ?x7009 ?x7008)))
(let ((?x7014 (concat ((_ extract 27 0) ctaid.x@B) (_ bv0 2))))
(let ((?x7016 (concat (_ bv0 3) ((_ extract 31 5) tid.x@B))))
(let ((?x7017 (bvadd ?x7016 ?x7014)))
(let (($x7020 (not (= ((_ extract 29 14) ?x7017) (_ bv0 16)))))
(let (($x7022 (not (or $x7020 (bvule (_ bv49152 16) (concat ?x7010 (_ bv0 2)))))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x7023 (and $x211 $x7022)))
(let ((?x172 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x10190 (bvand ?x172 (_ bv31 32))))
(let ((?x263 (bvadd ((_ extract 18 5) tid.x@A) (concat ((_ extract 11 0) ctaid.x@A) (_ bv0 2)))))
(let (($x265 (bvule (_ bv49152 16) (concat ?x263 (_ bv0 2)))))
(let ((?x244 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x254 (= ((_ extract 29 14) ?x244) (_ bv0 16))))
(let (($x266 (not $x254)))
(let (($x270 (not (or $x266 $x265))))
(let (($x271 (and $x211 $x270)))
(let (($x10857 (and $x271 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x10190))) (not $x7023))))
(let (($x10403 (or $x10857)))
(or $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403 $x10403))))))))))))))))))))))))
(check-sat)
