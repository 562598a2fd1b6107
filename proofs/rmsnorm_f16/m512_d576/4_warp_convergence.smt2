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
 (bvult ctaid.x@A (_ bv512 32)))
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
 (bvult ctaid.x@B (_ bv512 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x542 (= ctaid.z@A ctaid.z@B)))
 (let (($x115 (= ctaid.y@A ctaid.y@B)))
 (let (($x1167 (= ctaid.x@A ctaid.x@B)))
 (and $x1167 $x115 $x542)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2813 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x2809 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x2809 (_ bv5 32)) (bvlshr ?x2813 (_ bv5 32))))))
(assert
 (let (($x2171 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
(let (($x2172 (not $x2171)))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x2173 (and $x206 $x2172)))
(let (($x2795 (not $x2173)))
(let ((?x2813 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x1350 (bvand ?x2813 (_ bv31 32))))
(let (($x221 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x224 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x221))))
(let (($x225 (and $x206 $x224)))
(let (($x1349 (and $x225 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1350))) $x2795)))
(let (($x1332 (or $x1349)))
(or $x1332 $x1332 $x1332 $x1332 $x1332))))))))))))))
(check-sat)
