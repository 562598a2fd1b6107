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
 (bvult ctaid.x@B (_ bv3072 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x183 (= ctaid.z@A ctaid.z@B)))
 (let (($x9987 (= ctaid.y@A ctaid.y@B)))
 (let (($x10814 (= ctaid.x@A ctaid.x@B)))
 (and $x10814 $x9987 $x183)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x8731 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x10380 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x10380 (_ bv5 32)) (bvlshr ?x8731 (_ bv5 32))))))
(assert
 (let ((?x7006 ((_ extract 11 0) ctaid.x@B)))
(let ((?x7007 (concat ?x7006 (_ bv0 2))))
(let ((?x7008 ((_ extract 18 5) tid.x@B)))
(let ((?x7009 (bvadd ?x7008 ?x7007)))
(let ((?x7013 (concat ((_ extract 27 0) ctaid.x@B) (_ bv0 2))))
(let ((?x7015 (concat (_ bv0 3) ((_ extract 31 5) tid.x@B))))
(let ((?x7016 (bvadd ?x7015 ?x7013)))
(let (($x7019 (not (= ((_ extract 29 14) ?x7016) (_ bv0 16)))))
(let (($x7021 (not (or $x7019 (bvule (_ bv49152 16) (concat ?x7009 (_ bv0 2)))))))
(let (($x208 (= param!power (_ bv1 32))))
(let (($x7022 (and $x208 $x7021)))
(let ((?x8731 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x10318 (bvand ?x8731 (_ bv31 32))))
(let ((?x261 (bvadd ((_ extract 18 5) tid.x@A) (concat ((_ extract 11 0) ctaid.x@A) (_ bv0 2)))))
(let (($x263 (bvule (_ bv49152 16) (concat ?x261 (_ bv0 2)))))
(let ((?x242 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x252 (= ((_ extract 29 14) ?x242) (_ bv0 16))))
(let (($x264 (not $x252)))
(let (($x268 (not (or $x264 $x263))))
(let (($x269 (and $x208 $x268)))
(let (($x10182 (and $x269 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x10318))) (not $x7022))))
(let (($x181 (or $x10182)))
(or $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181 $x181))))))))))))))))))))))))
(check-sat)
