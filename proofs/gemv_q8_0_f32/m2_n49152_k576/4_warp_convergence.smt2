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
 (let (($x1404 (= ctaid.z@A ctaid.z@B)))
 (let (($x1803 (= ctaid.y@A ctaid.y@B)))
 (let (($x1767 (= ctaid.x@A ctaid.x@B)))
 (and $x1767 $x1803 $x1404)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1634 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x68 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x68 (_ bv5 32)) (bvlshr ?x1634 (_ bv5 32))))))
(assert
 (let (($x1197 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@B) (concat ((_ extract 13 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x1199 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1201 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1202 (bvadd ?x1201 ?x1199)))
(let (($x1207 (not (or (not (= ((_ extract 31 16) ?x1202) (_ bv0 16))) $x1197))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x1208 (and $x208 $x1207)))
(let ((?x1634 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x1365 (bvand ?x1634 (_ bv31 32))))
(let (($x243 (bvule (_ bv49152 16) (bvadd ((_ extract 20 5) tid.x@A) (concat ((_ extract 13 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x222 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x227 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x228 (bvadd ?x227 ?x222)))
(let (($x248 (not (or (not (= ((_ extract 31 16) ?x228) (_ bv0 16))) $x243))))
(let (($x249 (and $x208 $x248)))
(let (($x101 (and $x249 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1365))) (not $x1208))))
(let (($x1626 (or $x101)))
(or $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626 $x1626)))))))))))))))))))
(check-sat)
