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
 (bvult ctaid.x@A (_ bv9 32)))
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
 (bvult ctaid.x@B (_ bv9 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1067 (= ctaid.z@A ctaid.z@B)))
 (let (($x194 (= ctaid.y@A ctaid.y@B)))
 (let (($x80 (= ctaid.x@A ctaid.x@B)))
 (and $x80 $x194 $x1067)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1079 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x1373 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x1373 (_ bv5 32)) (bvlshr ?x1079 (_ bv5 32))))))
(assert
 (let (($x728 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x730 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x732 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x733 (bvadd ?x732 ?x730)))
(let (($x738 (not (or (not (= ((_ extract 31 6) ?x733) (_ bv0 26))) $x728))))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x739 (and $x229 $x738)))
(let ((?x1079 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x154 (bvand ?x1079 (_ bv31 32))))
(let (($x1371 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x154)))))
(let (($x265 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x244 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x249 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x250 (bvadd ?x249 ?x244)))
(let (($x270 (not (or (not (= ((_ extract 31 6) ?x250) (_ bv0 26))) $x265))))
(let (($x271 (and $x229 $x270)))
(let (($x955 (and $x271 $x1371 (not $x739))))
(let (($x914 (or $x955)))
(let ((?x740 ((_ extract 0 0) ctaid.y@B)))
(let (($x741 (= ?x740 (_ bv1 1))))
(let (($x743 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
(let (($x744 (not $x743)))
(let (($x745 (or $x744 $x741)))
(let (($x746 (not $x745)))
(let (($x747 (and $x229 $x738 $x746)))
(let ((?x127 ((_ extract 0 0) ctaid.y@A)))
(let (($x131 (= ?x127 (_ bv1 1))))
(let (($x126 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
(let (($x132 (not $x126)))
(let (($x133 (or $x132 $x131)))
(let (($x134 (not $x133)))
(let (($x375 (and $x229 $x270 $x134)))
(let (($x1272 (and $x375 $x1371 (not $x747))))
(let (($x1372 (or $x1272)))
(or $x1372 $x1372 $x1372 $x1372 $x1372 $x914 $x914 $x914 $x914 $x914))))))))))))))))))))))))))))))))))))
(check-sat)
