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
 (bvult ctaid.x@A (_ bv5 32)))
(assert
 (bvult ctaid.y@A (_ bv3 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv3 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x119 (= ctaid.z@A ctaid.z@B)))
 (let (($x1322 (= ctaid.y@A ctaid.y@B)))
 (let (($x1943 (= ctaid.x@A ctaid.x@B)))
 (and $x1943 $x1322 $x119)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1904 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x1330 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x1330 (_ bv5 32)) (bvlshr ?x1904 (_ bv5 32))))))
(assert
 (let (($x967 (bvule (_ bv19 5) (bvadd ((_ extract 9 5) tid.x@B) (concat ((_ extract 2 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x969 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x971 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x972 (bvadd ?x971 ?x969)))
(let (($x977 (not (or (not (= ((_ extract 31 5) ?x972) (_ bv0 27))) $x967))))
(let (($x233 (= param!power (_ bv1 32))))
(let (($x978 (and $x233 $x977)))
(let ((?x1904 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x62 (bvand ?x1904 (_ bv31 32))))
(let (($x1138 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x62)))))
(let (($x274 (bvule (_ bv19 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x250 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x255 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x256 (bvadd ?x255 ?x250)))
(let (($x279 (not (or (not (= ((_ extract 31 5) ?x256) (_ bv0 27))) $x274))))
(let (($x280 (and $x233 $x279)))
(let (($x1885 (and $x280 $x1138 (not $x978))))
(let (($x1236 (or $x1885)))
(let ((?x979 ((_ extract 1 0) ctaid.y@B)))
(let (($x980 (= ?x979 (_ bv3 2))))
(let (($x982 (= ((_ extract 31 2) ctaid.y@B) (_ bv0 30))))
(let (($x983 (not $x982)))
(let (($x984 (or $x983 $x980)))
(let (($x985 (not $x984)))
(let (($x986 (and $x233 $x977 $x985)))
(let ((?x130 ((_ extract 1 0) ctaid.y@A)))
(let (($x135 (= ?x130 (_ bv3 2))))
(let (($x128 (= ((_ extract 31 2) ctaid.y@A) (_ bv0 30))))
(let (($x136 (not $x128)))
(let (($x137 (or $x136 $x135)))
(let (($x138 (not $x137)))
(let (($x305 (and $x233 $x279 $x138)))
(let (($x1923 (and $x305 $x1138 (not $x986))))
(let (($x1569 (or $x1923)))
(or $x1569 $x1569 $x1569 $x1569 $x1569 $x1236 $x1236 $x1236 $x1236 $x1236 $x1236 $x1236 $x1236 $x1236 $x1236))))))))))))))))))))))))))))))))))))
(check-sat)
