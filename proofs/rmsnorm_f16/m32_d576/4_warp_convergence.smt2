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
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv32 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv32 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x172 (= ctaid.z@A ctaid.z@B)))
 (let (($x842 (= ctaid.y@A ctaid.y@B)))
 (let (($x641 (= ctaid.x@A ctaid.x@B)))
 (and $x641 $x842 $x172)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1698 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x1714 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x1714 (_ bv5 32)) (bvlshr ?x1698 (_ bv5 32))))))
(assert
 (let (($x2187 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
(let (($x2188 (not $x2187)))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2189 (and $x206 $x2188)))
(let (($x1313 (not $x2189)))
(let ((?x1698 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x1310 (bvand ?x1698 (_ bv31 32))))
(let (($x217 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x220 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x217))))
(let (($x221 (and $x206 $x220)))
(let (($x1312 (and $x221 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1310))) $x1313)))
(let (($x1330 (or $x1312)))
(or $x1330 $x1330 $x1330 $x1330 $x1330))))))))))))))
(check-sat)
