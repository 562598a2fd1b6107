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
(declare-fun epoch!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_A () (_ BitVec 64))
(declare-fun param!power () (_ BitVec 32))
(declare-fun sel!rw_global_y_epoch0_A () (_ BitVec 32))
(declare-fun epoch!rw_global_y_epoch0_B () (_ BitVec 32))
(declare-fun width!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun off!rw_global_y_epoch0_B () (_ BitVec 64))
(declare-fun sel!rw_global_y_epoch0_B () (_ BitVec 32))
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
 (let ((?x224 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
 (let ((?x229 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
 (let ((?x230 (bvadd ?x229 ?x224)))
 (let ((?x412 (concat (_ bv0 31) ctaid.y@A)))
 (let ((?x955 (bvmul (_ bv36 63) ?x412)))
 (let ((?x959 (concat (bvadd ?x955 (concat (_ bv0 31) ?x230)) (_ bv0 1))))
 (let (($x120 (= ((_ extract 31 1) ctaid.y@A) (_ bv0 31))))
 (let (($x126 (not $x120)))
 (let ((?x121 ((_ extract 0 0) ctaid.y@A)))
 (let (($x125 (= ?x121 (_ bv1 1))))
 (let (($x945 (not (or $x125 $x126 (not (= ((_ extract 4 0) tid.x@A) (_ bv0 5)))))))
 (let (($x245 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@A) (concat ((_ extract 3 0) ctaid.x@A) (_ bv0 2))))))
 (let (($x250 (not (or (not (= ((_ extract 31 6) ?x230) (_ bv0 26))) $x245))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x946 (and $x207 $x250 $x945)))
 (let (($x1908 (and $x946 (= off!rw_global_y_epoch0_A ?x959) (= (_ bv2 64) width!rw_global_y_epoch0_A) (= (_ bv0 32) epoch!rw_global_y_epoch0_A))))
 (and (bvult sel!rw_global_y_epoch0_A (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_A) $x1908)))))))))))))))))))
(assert
 (let ((?x464 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
 (let ((?x950 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
 (let ((?x933 (bvadd ?x950 ?x464)))
 (let ((?x926 (concat (_ bv0 31) ctaid.y@B)))
 (let ((?x458 (bvmul (_ bv36 63) ?x926)))
 (let ((?x936 (concat (bvadd ?x458 (concat (_ bv0 31) ?x933)) (_ bv0 1))))
 (let (($x979 (not (= ((_ extract 4 0) tid.x@B) (_ bv0 5)))))
 (let (($x470 (= ((_ extract 31 1) ctaid.y@B) (_ bv0 31))))
 (let (($x702 (not $x470)))
 (let ((?x975 ((_ extract 0 0) ctaid.y@B)))
 (let (($x976 (= ?x975 (_ bv1 1))))
 (let (($x966 (bvule (_ bv36 6) (bvadd ((_ extract 10 5) tid.x@B) (concat ((_ extract 3 0) ctaid.x@B) (_ bv0 2))))))
 (let (($x460 (not (or (not (= ((_ extract 31 6) ?x933) (_ bv0 26))) $x966))))
 (let (($x207 (= param!power (_ bv1 32))))
 (let (($x719 (and $x207 $x460 (not (or $x976 $x702 $x979)))))
 (let (($x1806 (and $x719 (= off!rw_global_y_epoch0_B ?x936) (= (_ bv2 64) width!rw_global_y_epoch0_B) (= (_ bv0 32) epoch!rw_global_y_epoch0_B))))
 (and (bvult sel!rw_global_y_epoch0_B (_ bv1 32)) (=> (= (_ bv0 32) sel!rw_global_y_epoch0_B) $x1806)))))))))))))))))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x118 (bvadd off!rw_global_y_epoch0_A width!rw_global_y_epoch0_A)))
 (let (($x101 (bvult off!rw_global_y_epoch0_A (bvadd off!rw_global_y_epoch0_B width!rw_global_y_epoch0_B))))
 (and $x101 (bvult off!rw_global_y_epoch0_B ?x118)))))
(assert
 (let (($x54 (= ctaid.z@A ctaid.z@B)))
 (let (($x1856 (= ctaid.y@A ctaid.y@B)))
 (let (($x43 (= ctaid.x@A ctaid.x@B)))
 (and $x43 $x1856 $x54)))))
(assert
 (= epoch!rw_global_y_epoch0_A epoch!rw_global_y_epoch0_B))
(check-sat)
