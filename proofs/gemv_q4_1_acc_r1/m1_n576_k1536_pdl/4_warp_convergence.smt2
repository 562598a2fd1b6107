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
 (bvult ctaid.x@A (_ bv144 32)))
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
 (bvult ctaid.x@B (_ bv144 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1384 (= ctaid.z@A ctaid.z@B)))
 (let (($x104 (= ctaid.y@A ctaid.y@B)))
 (let (($x66 (= ctaid.x@A ctaid.x@B)))
 (and $x66 $x104 $x1384)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1732 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x1720 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x1720 (_ bv5 32)) (bvlshr ?x1732 (_ bv5 32))))))
(assert
 (let (($x1197 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 7 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x1199 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1201 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1202 (bvadd ?x1201 ?x1199)))
(let (($x1207 (not (or (not (= ((_ extract 31 10) ?x1202) (_ bv0 22))) $x1197))))
(let (($x206 (= param!power (_ bv1 32))))
(let (($x1208 (and $x206 $x1207)))
(let ((?x1732 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x2103 (bvand ?x1732 (_ bv31 32))))
(let (($x242 (bvule (_ bv576 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 7 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x221 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x226 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x227 (bvadd ?x226 ?x221)))
(let (($x247 (not (or (not (= ((_ extract 31 10) ?x227) (_ bv0 22))) $x242))))
(let (($x248 (and $x206 $x247)))
(let (($x2043 (and $x248 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2103))) (not $x1208))))
(let (($x1972 (or $x2043)))
(or $x1972 $x1972 $x1972 $x1972 $x1972)))))))))))))))))))
(check-sat)
