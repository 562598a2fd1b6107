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
 (bvult ctaid.x@A (_ bv512 32)))
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
 (bvult ctaid.x@B (_ bv512 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x1465 (= ctaid.z@A ctaid.z@B)))
 (let (($x1666 (= ctaid.y@A ctaid.y@B)))
 (let (($x1643 (= ctaid.x@A ctaid.x@B)))
 (and $x1643 $x1666 $x1465)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x2267 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x1933 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x1933 (_ bv5 32)) (bvlshr ?x2267 (_ bv5 32))))))
(assert
 (let (($x323 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@B) (concat ((_ extract 9 0) ctaid.x@B) (_ bv0 2))))))
(let ((?x533 (concat ((_ extract 29 0) ctaid.x@B) (_ bv0 2))))
(let ((?x1359 (concat (_ bv0 5) ((_ extract 31 5) tid.x@B))))
(let ((?x1367 (bvadd ?x1359 ?x533)))
(let (($x1362 (not (or (not (= ((_ extract 31 12) ?x1367) (_ bv0 20))) $x323))))
(let (($x207 (= param!power (_ bv1 32))))
(let (($x1346 (and $x207 $x1362)))
(let ((?x2267 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x1593 (bvand ?x2267 (_ bv31 32))))
(let (($x251 (bvule (_ bv2048 12) (bvadd ((_ extract 16 5) tid.x@A) (concat ((_ extract 9 0) ctaid.x@A) (_ bv0 2))))))
(let ((?x227 (concat ((_ extract 29 0) ctaid.x@A) (_ bv0 2))))
(let ((?x232 (concat (_ bv0 5) ((_ extract 31 5) tid.x@A))))
(let ((?x233 (bvadd ?x232 ?x227)))
(let (($x256 (not (or (not (= ((_ extract 31 12) ?x233) (_ bv0 20))) $x251))))
(let (($x257 (and $x207 $x256)))
(let (($x2012 (and $x257 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1593))) (not $x1346))))
(let (($x2613 (or $x2012)))
(or $x2613 $x2613 $x2613 $x2613 $x2613 $x2613 $x2613 $x2613 $x2613 $x2613)))))))))))))))))))
(check-sat)
