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
 (bvult ctaid.x@B (_ bv5 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x84 (= ctaid.z@A ctaid.z@B)))
 (let (($x100 (= ctaid.y@A ctaid.y@B)))
 (let (($x1631 (= ctaid.x@A ctaid.x@B)))
 (and $x1631 $x100 $x84)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1918 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x1931 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x1931 (_ bv5 32)) (bvlshr ?x1918 (_ bv5 32))))))
(assert
 (let (($x964 (bvule (_ bv18 5) (bvadd ((_ extract 9 5) tid.x@B) (concat ((_ extract 2 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x966 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x968 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x969 (bvadd ?x968 ?x966)))
(let (($x974 (not (or (not (= ((_ extract 31 5) ?x969) (_ bv0 27))) $x964))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x975 (and $x229 $x974)))
(let ((?x1918 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x1340 (bvand ?x1918 (_ bv31 32))))
(let (($x1160 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1340)))))
(let (($x270 (bvule (_ bv18 5) (bvadd ((_ extract 9 5) tid.x@A) (concat ((_ extract 2 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x246 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x251 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x252 (bvadd ?x251 ?x246)))
(let (($x275 (not (or (not (= ((_ extract 31 5) ?x252) (_ bv0 27))) $x270))))
(let (($x276 (and $x229 $x275)))
(let (($x1184 (and $x276 $x1160 (not $x975))))
(let (($x1629 (or $x1184)))
(let ((?x976 ((_ extract 0 0) ctaid.y@B)))
(let (($x977 (= ?x976 (_ bv1 1))))
(let (($x979 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
(let (($x980 (not $x979)))
(let (($x981 (or $x980 $x977)))
(let (($x982 (not $x981)))
(let (($x983 (and $x229 $x974 $x982)))
(let ((?x127 ((_ extract 0 0) ctaid.y@A)))
(let (($x131 (= ?x127 (_ bv1 1))))
(let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x132 (not $x126)))
(let (($x133 (or $x132 $x131)))
(let (($x134 (not $x133)))
(let (($x287 (and $x229 $x275 $x134)))
(let (($x1167 (and $x287 $x1160 (not $x983))))
(let (($x1327 (or $x1167)))
(or $x1327 $x1327 $x1327 $x1327 $x1327 $x1629 $x1629 $x1629 $x1629 $x1629 $x1629 $x1629 $x1629 $x1629 $x1629))))))))))))))))))))))))))))))))))))
(check-sat)
