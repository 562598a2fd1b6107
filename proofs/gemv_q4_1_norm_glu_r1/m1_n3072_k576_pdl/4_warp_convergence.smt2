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
 (bvult ctaid.x@A (_ bv384 32)))
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
 (bvult ctaid.x@B (_ bv384 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x2457 (= ctaid.z@A ctaid.z@B)))
 (let (($x2036 (= ctaid.y@A ctaid.y@B)))
 (let (($x2709 (= ctaid.x@A ctaid.x@B)))
 (and $x2709 $x2036 $x2457)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2030 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x2025 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x2025 (_ bv5 32)) (bvlshr ?x2030 (_ bv5 32))))))
(assert
 (let (($x1718 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@B) (concat ((_ extract 8 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x1720 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1722 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1723 (bvadd ?x1722 ?x1720)))
(let (($x1728 (not (or (not (= ((_ extract 31 11) ?x1723) (_ bv0 21))) $x1718))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x1729 (and $x229 $x1728)))
(let ((?x2030 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x2712 (bvand ?x2030 (_ bv31 32))))
(let (($x1941 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2712)))))
(let (($x271 (bvule (_ bv1536 11) (bvadd ((_ extract 15 5) tid.x@A) (concat ((_ extract 8 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x247 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x252 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x253 (bvadd ?x252 ?x247)))
(let (($x276 (not (or (not (= ((_ extract 31 11) ?x253) (_ bv0 21))) $x271))))
(let (($x277 (and $x229 $x276)))
(let (($x2744 (and $x277 $x1941 (not $x1729))))
(let (($x2332 (or $x2744)))
(let ((?x1730 ((_ extract 0 0) ctaid.y@B)))
(let (($x1731 (= ?x1730 (_ bv1 1))))
(let (($x1733 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
(let (($x1734 (not $x1733)))
(let (($x1735 (or $x1734 $x1731)))
(let (($x1736 (not $x1735)))
(let (($x1737 (and $x229 $x1728 $x1736)))
(let ((?x127 ((_ extract 0 0) ctaid.y@A)))
(let (($x131 (= ?x127 (_ bv1 1))))
(let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x132 (not $x126)))
(let (($x133 (or $x132 $x131)))
(let (($x134 (not $x133)))
(let (($x492 (and $x229 $x276 $x134)))
(let (($x2047 (and $x492 $x1941 (not $x1737))))
(let (($x2261 (or $x2047)))
(or $x2261 $x2261 $x2261 $x2261 $x2261 $x2332 $x2332 $x2332 $x2332 $x2332 $x2332 $x2332 $x2332 $x2332 $x2332))))))))))))))))))))))))))))))))))))
(check-sat)
