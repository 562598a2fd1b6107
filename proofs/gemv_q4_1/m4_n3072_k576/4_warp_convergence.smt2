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
 (let (($x2487 (= ctaid.z@A ctaid.z@B)))
 (let (($x2669 (= ctaid.y@A ctaid.y@B)))
 (let (($x140 (= ctaid.x@A ctaid.x@B)))
 (and $x140 $x2669 $x2487)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x113 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x3039 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x3039 (_ bv5 32)) (bvlshr ?x113 (_ bv5 32))))))
(assert
 (let (($x2130 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 9 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x2132 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x2134 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x2135 (bvadd ?x2134 ?x2132)))
(let (($x2140 (not (or (not (= ((_ extract 31 12) ?x2135) (_ bv0 20))) $x2130))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x2141 (and $x208 $x2140)))
(let ((?x113 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x174 (bvand ?x113 (_ bv31 32))))
(let (($x244 (bvule (_ bv3072 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x223 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x228 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x229 (bvadd ?x228 ?x223)))
(let (($x249 (not (or (not (= ((_ extract 31 12) ?x229) (_ bv0 20))) $x244))))
(let (($x250 (and $x208 $x249)))
(let (($x105 (and $x250 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x174))) (not $x2141))))
(let (($x3041 (or $x105)))
(or $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041 $x3041)))))))))))))))))))
(check-sat)
