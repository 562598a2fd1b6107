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
 (bvult ctaid.x@A (_ bv6 32)))
(assert
 (bvult ctaid.y@A (_ bv37 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv6 32)))
(assert
 (bvult ctaid.y@B (_ bv37 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1334 (= ctaid.z@A ctaid.z@B)))
 (let (($x1335 (= ctaid.y@A ctaid.y@B)))
 (let (($x76 (= ctaid.x@A ctaid.x@B)))
 (and $x76 $x1335 $x1334)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1366 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x105 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x105 (_ bv5 32)) (bvlshr ?x1366 (_ bv5 32))))))
(assert
 (let (($x966 (bvule (_ bv23 5) (bvadd ((_ extract 9 5) tid.x@B) (concat ((_ extract 2 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x968 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x970 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x971 (bvadd ?x970 ?x968)))
(let (($x976 (not (or (not (= ((_ extract 31 5) ?x971) (_ bv0 27))) $x966))))
(let (($x232 (= param!power (_ bv1 32))))
(let (($x977 (and $x232 $x976)))
(let ((?x1366 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x1972 (bvand ?x1366 (_ bv31 32))))
(let (($x1348 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1972)))))
(let (($x274 (bvule (_ bv23 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x250 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x255 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x256 (bvadd ?x255 ?x250)))
(let (($x279 (not (or (not (= ((_ extract 31 5) ?x256) (_ bv0 27))) $x274))))
(let (($x280 (and $x232 $x279)))
(let (($x55 (and $x280 $x1348 (not $x977))))
(let (($x1970 (or $x55)))
(let ((?x978 ((_ extract 5 0) ctaid.y@B)))
(let (($x979 (bvule (_ bv37 6) ?x978)))
(let (($x981 (= ((_ extract 31 6) ctaid.y@B) (_ bv0 26))))
(let (($x982 (not $x981)))
(let (($x983 (or $x982 $x979)))
(let (($x984 (not $x983)))
(let (($x985 (and $x232 $x976 $x984)))
(let ((?x130 ((_ extract 5 0) ctaid.y@A)))
(let (($x134 (bvule (_ bv37 6) ?x130)))
(let (($x128 (= ((_ extract 31 6) ctaid.y@A) (_ bv0 26))))
(let (($x135 (not $x128)))
(let (($x136 (or $x135 $x134)))
(let (($x137 (not $x136)))
(let (($x465 (and $x232 $x279 $x137)))
(let (($x1643 (and $x465 $x1348 (not $x985))))
(let (($x1365 (or $x1643)))
(or $x1365 $x1365 $x1365 $x1365 $x1365 $x1970 $x1970 $x1970 $x1970 $x1970 $x1970 $x1970 $x1970 $x1970 $x1970))))))))))))))))))))))))))))))))))))
(check-sat)
