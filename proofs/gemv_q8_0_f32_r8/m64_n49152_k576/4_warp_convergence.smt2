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
 (bvult ctaid.x@B (_ bv3072 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x12185 (= ctaid.z@A ctaid.z@B)))
 (let (($x11288 (= ctaid.y@A ctaid.y@B)))
 (let (($x147 (= ctaid.x@A ctaid.x@B)))
 (and $x147 $x11288 $x12185)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x12427 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x12227 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x12227 (_ bv5 32)) (bvlshr ?x12427 (_ bv5 32))))))
(assert
 (let ((?x7008 ((_ extract 11 0) ctaid.x@B)))
(let ((?x7009 (concat ?x7008 (_ bv0 2))))
(let ((?x7010 ((_ extract 18 5) tid.x@B)))
(let ((?x7011 (bvadd ?x7010 ?x7009)))
(let ((?x7015 (concat ((_ extract 27 0) ctaid.x@B) (_ bv0 2))))
(let ((?x7017 (concat (_ bv0 3) ((_ extract 31 5) tid.x@B))))
(let ((?x7018 (bvadd ?x7017 ?x7015)))
(let (($x7021 (not (= ((_ extract 29 14) ?x7018) (_ bv0 16)))))
(let (($x7023 (not (or $x7021 (bvule (_ bv49152 16) (concat ?x7011 (_ bv0 2)))))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x7024 (and $x211 $x7023)))
(let ((?x12427 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x9721 (bvand ?x12427 (_ bv31 32))))
(let ((?x264 (bvadd ((_ extract 18 5) tid.x@A) (concat ((_ extract 11 0) ctaid.x@A) (_ bv0 2)))))
(let (($x266 (bvule (_ bv49152 16) (concat ?x264 (_ bv0 2)))))
(let ((?x245 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 29 14) ?x245) (_ bv0 16))))
(let (($x267 (not $x255)))
(let (($x271 (not (or $x267 $x266))))
(let (($x272 (and $x211 $x271)))
(let (($x10033 (and $x272 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x9721))) (not $x7024))))
(let (($x10073 (or $x10033)))
(or $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073 $x10073))))))))))))))))))))))))
(check-sat)
