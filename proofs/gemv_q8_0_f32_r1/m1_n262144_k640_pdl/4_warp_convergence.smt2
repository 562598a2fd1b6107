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
 (bvult ctaid.x@A (_ bv32768 32)))
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
 (bvult ctaid.x@B (_ bv32768 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2135 (= ctaid.z@A ctaid.z@B)))
 (let (($x1776 (= ctaid.y@A ctaid.y@B)))
 (let (($x1797 (= ctaid.x@A ctaid.x@B)))
 (and $x1797 $x1776 $x2135)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1794 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2137 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2137 (_ bv5 32)) (bvlshr ?x1794 (_ bv5 32))))))
(assert
 (let ((?x1037 ((_ extract 15 0) ctaid.x@B)))
(let ((?x1038 (concat ?x1037 (_ bv0 2))))
(let ((?x1039 ((_ extract 22 5) tid.x@B)))
(let ((?x1040 (bvadd ?x1039 ?x1038)))
(let ((?x1044 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1046 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x1047 (bvadd ?x1046 ?x1044)))
(let (($x1050 (not (= ((_ extract 30 18) ?x1047) (_ bv0 13)))))
(let (($x1052 (not (or $x1050 (bvule (_ bv262144 19) (concat ?x1040 (_ bv0 1)))))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1053 (and $x207 $x1052)))
(let ((?x1794 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x1796 (bvand ?x1794 (_ bv31 32))))
(let ((?x264 (bvadd ((_ extract 22 5) tid.x@A) (concat ((_ extract 15 0) ctaid.x@A) (_ bv0 2)))))
(let (($x266 (bvule (_ bv262144 19) (concat ?x264 (_ bv0 1)))))
(let ((?x245 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 30 18) ?x245) (_ bv0 13))))
(let (($x267 (not $x255)))
(let (($x271 (not (or $x267 $x266))))
(let (($x272 (and $x207 $x271)))
(let (($x2086 (and $x272 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1796))) (not $x1053))))
(let (($x1798 (or $x2086)))
(or $x1798 $x1798 $x1798 $x1798 $x1798 $x1798 $x1798 $x1798 $x1798 $x1798))))))))))))))))))))))))
(check-sat)
