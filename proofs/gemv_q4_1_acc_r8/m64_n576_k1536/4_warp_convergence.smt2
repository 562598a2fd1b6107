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
 (bvult ctaid.x@A (_ bv72 32)))
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
 (bvult ctaid.x@B (_ bv72 32)))
(assert
 (bvult ctaid.y@B (_ bv8 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8665 (= ctaid.z@A ctaid.z@B)))
 (let (($x163 (= ctaid.y@A ctaid.y@B)))
 (let (($x8815 (= ctaid.x@A ctaid.x@B)))
 (and $x8815 $x163 $x8665)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x161 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x9010 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x9010 (_ bv5 32)) (bvlshr ?x161 (_ bv5 32))))))
(assert
 (let ((?x6467 ((_ extract 6 0) ctaid.x@B)))
(let ((?x6468 (concat ?x6467 (_ bv0 2))))
(let ((?x6469 ((_ extract 13 5) tid.x@B)))
(let ((?x6470 (bvadd ?x6469 ?x6468)))
(let ((?x6474 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6476 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6477 (bvadd ?x6476 ?x6474)))
(let (($x6480 (not (= ((_ extract 30 9) ?x6477) (_ bv0 22)))))
(let (($x6482 (not (or $x6480 (bvule (_ bv576 10) (concat ?x6470 (_ bv0 1)))))))
(let (($x211 (= param!power (_ bv1 32))))
(let (($x6483 (and $x211 $x6482)))
(let ((?x161 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x167 (bvand ?x161 (_ bv31 32))))
(let ((?x268 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x270 (bvule (_ bv576 10) (concat ?x268 (_ bv0 1)))))
(let ((?x249 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x259 (= ((_ extract 30 9) ?x249) (_ bv0 22))))
(let (($x271 (not $x259)))
(let (($x275 (not (or $x271 $x270))))
(let (($x276 (and $x211 $x275)))
(let (($x9025 (and $x276 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x167))) (not $x6483))))
(let (($x7607 (or $x9025)))
(or $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607 $x7607))))))))))))))))))))))))
(check-sat)
