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
 (bvult ctaid.x@A (_ bv80 32)))
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
 (bvult ctaid.x@B (_ bv80 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x304 (= ctaid.z@A ctaid.z@B)))
 (let (($x307 (= ctaid.y@A ctaid.y@B)))
 (let (($x262 (= ctaid.x@A ctaid.x@B)))
 (and $x262 $x307 $x304)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1187 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x9770 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x9770 (_ bv5 32)) (bvlshr ?x1187 (_ bv5 32))))))
(assert
 (let (($x6220 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@B) (concat ((_ extract 6 0) ctaid.x@B) (_ bv0 3))))))
(let ((?x5028 (bvadd (concat (_ bv0 5) ((_ extract 31 5) tid.x@B)) (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 3)))))
(let (($x4004 (not (= ((_ extract 31 10) ?x5028) (_ bv0 22)))))
(let (($x4491 (not (or $x4004 $x6220))))
(let (($x321 (= param!power (_ bv1 32))))
(let (($x5680 (and $x321 $x4491)))
(let (($x10071 (not $x5680)))
(let ((?x1187 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x1177 (bvand ?x1187 (_ bv31 32))))
(let (($x394 (bvule (_ bv640 10) (bvadd ((_ extract 14 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 3))))))
(let ((?x373 (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 3))))
(let ((?x378 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x379 (bvadd ?x378 ?x373)))
(let (($x395 (not (= ((_ extract 31 10) ?x379) (_ bv0 22)))))
(let (($x3985 (not (or $x395 $x394))))
(let (($x3608 (and $x321 $x3985)))
(let (($x10398 (and $x3608 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1177))) $x10071)))
(let (($x10350 (or $x10398)))
(or $x10350 $x10350 $x10350 $x10350 $x10350))))))))))))))))))))
(check-sat)
