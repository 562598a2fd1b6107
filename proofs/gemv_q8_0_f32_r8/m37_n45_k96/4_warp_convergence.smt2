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
 (bvult ctaid.x@A (_ bv3 32)))
(assert
 (bvult ctaid.y@A (_ bv5 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv3 32)))
(assert
 (bvult ctaid.y@B (_ bv5 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x10072 (= ctaid.z@A ctaid.z@B)))
 (let (($x11765 (= ctaid.y@A ctaid.y@B)))
 (let (($x12287 (= ctaid.x@A ctaid.x@B)))
 (and $x12287 $x11765 $x10072)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x12360 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x12672 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x12672 (_ bv5 32)) (bvlshr ?x12360 (_ bv5 32))))))
(assert
 (let ((?x6999 ((_ extract 1 0) ctaid.x@B)))
(let ((?x7000 (concat ?x6999 (_ bv0 2))))
(let ((?x7001 ((_ extract 8 5) tid.x@B)))
(let ((?x7002 (bvadd ?x7001 ?x7000)))
(let ((?x7006 (concat ((_ extract 27 0) ctaid.x@B) (_ bv0 2))))
(let ((?x7008 (concat (_ bv0 3) ((_ extract 31 5) tid.x@B))))
(let ((?x7009 (bvadd ?x7008 ?x7006)))
(let (($x7012 (not (= ((_ extract 29 4) ?x7009) (_ bv0 26)))))
(let (($x7014 (not (or $x7012 (bvule (_ bv45 6) (concat ?x7002 (_ bv0 2)))))))
(let (($x212 (= param!power (_ bv1 32))))
(let (($x7015 (and $x212 $x7014)))
(let ((?x12360 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x12361 (bvand ?x12360 (_ bv31 32))))
(let ((?x264 (bvadd ((_ extract 8 5) tid.x@A) (concat ((_ extract 1 0) ctaid.x@A) (_ bv0 2)))))
(let (($x266 (bvule (_ bv45 6) (concat ?x264 (_ bv0 2)))))
(let ((?x245 (bvadd (concat (_ bv0 3) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 27 0) ctaid.x@A) (_ bv0 2)))))
(let (($x255 (= ((_ extract 29 4) ?x245) (_ bv0 26))))
(let (($x267 (not $x255)))
(let (($x271 (not (or $x267 $x266))))
(let (($x272 (and $x212 $x271)))
(let (($x9936 (and $x272 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x12361))) (not $x7015))))
(let (($x11764 (or $x9936)))
(or $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764 $x11764))))))))))))))))))))))))
(check-sat)
