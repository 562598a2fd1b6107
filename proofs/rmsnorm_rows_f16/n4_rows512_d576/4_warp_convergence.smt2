; benchmark generated from python API
(set-info :status unknown)
(declare-fun tid.x@A () (_ BitVec 32))
(declare-fun tid.y@A () (_ BitVec 32))
(declare-fun tid.z@A () (_ BitVec 32))
(declare-fun ctaid.x@A () (_ BitVec 32))
(declare-fun ctaid.y@A () (_ BitVec 32))
(declare-fun ctaid.z@A () (_ BitVec 32))
(declare-fun mem!idx!32 ((_ BitVec 64)) (_ BitVec 32))
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
 (bvult ctaid.x@A (_ bv4 32)))
(assert
 (bvult ctaid.y@A (_ bv1 32)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (let ((?x238 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@A)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x238) (bvule ?x238 (_ bv511 32)))))
(assert
 (bvult tid.x@B (_ bv256 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv4 32)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let ((?x2443 (mem!idx!32 (bvadd (bvmul (_ bv4 64) (concat (_ bv0 32) ctaid.x@B)) (_ bv0 64)))))
 (and (bvule (_ bv0 32) ?x2443) (bvule ?x2443 (_ bv511 32)))))
(assert
 (let (($x113 (= ctaid.z@A ctaid.z@B)))
 (let (($x492 (= ctaid.y@A ctaid.y@B)))
 (let (($x600 (= ctaid.x@A ctaid.x@B)))
 (and $x600 $x492 $x113)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1888 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x1693 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x1693 (_ bv5 32)) (bvlshr ?x1888 (_ bv5 32))))))
(assert
 (let (($x2436 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
(let (($x2437 (not $x2436)))
(let (($x229 (= param!power (_ bv1 32))))
(let (($x2438 (and $x229 $x2437)))
(let (($x1409 (not $x2438)))
(let ((?x1888 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x2963 (bvand ?x1888 (_ bv31 32))))
(let (($x258 (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A))))
(let (($x261 (not (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) $x258))))
(let (($x262 (and $x229 $x261)))
(let (($x2962 (and $x262 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x2963))) $x1409)))
(let (($x1416 (or $x2962)))
(or $x1416 $x1416 $x1416 $x1416 $x1416))))))))))))))
(check-sat)
