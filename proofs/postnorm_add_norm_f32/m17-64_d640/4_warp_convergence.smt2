; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
(declare-fun base!xn () (_ BitVec 64))
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
 (and (bvule (_ bv17 64) size!M) (bvule size!M (_ bv64 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv2560 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv1280 64) size!M)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!y ?x27))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (= (bvand base!xn (_ bv255 64)) (_ bv0 64)))
(assert
 (let ((?x26 (bvmul (_ bv1280 64) size!M)))
 (let ((?x27 (bvsub (_ bv18446744073709551615 64) ?x26)))
 (bvule base!xn ?x27))))
(assert
 (and (distinct base!xn (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv256 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (let ((?x58 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@A ?x58)))
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
 (let ((?x58 ((_ extract 31 0) size!M)))
 (bvult ctaid.x@B ?x58)))
(assert
 (bvult ctaid.y@B (_ bv1 32)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x68 (= ctaid.z@A ctaid.z@B)))
 (let (($x1363 (= ctaid.y@A ctaid.y@B)))
 (let (($x900 (= ctaid.x@A ctaid.x@B)))
 (and $x900 $x1363 $x68)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x1759 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
 (let ((?x1253 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv256 32))) (bvmul tid.z@A (_ bv256 32)))))
 (= (bvlshr ?x1253 (_ bv5 32)) (bvlshr ?x1759 (_ bv5 32))))))
(assert
 (let (($x5499 (= ((_ extract 31 5) tid.x@B) (_ bv0 27))))
(let (($x282 (= param!power (_ bv1 32))))
(let (($x5500 (and $x282 $x5499)))
(let (($x2354 (not $x5500)))
(let ((?x1759 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv256 32))) (bvmul tid.z@B (_ bv256 32)))))
(let ((?x1888 (bvand ?x1759 (_ bv31 32))))
(let (($x250 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x1888)))))
(let (($x1065 (= ((_ extract 31 5) tid.x@A) (_ bv0 27))))
(let (($x1121 (and $x282 $x1065)))
(let (($x2238 (and $x1121 $x250 $x2354)))
(let (($x2664 (or $x2238)))
(let (($x5506 (or (not (= ((_ extract 31 6) tid.x@B) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@B)))))
(let (($x5507 (not $x5506)))
(let (($x5508 (and $x282 $x5507)))
(let (($x1732 (not $x5508)))
(let (($x299 (or (not (= ((_ extract 31 6) tid.x@A) (_ bv0 26))) (bvule (_ bv32 6) ((_ extract 5 0) tid.x@A)))))
(let (($x300 (not $x299)))
(let (($x301 (and $x282 $x300)))
(let (($x2543 (and $x301 $x250 $x1732)))
(let (($x2669 (or $x2543)))
(or $x2669 $x2669 $x2669 $x2669 $x2669 $x2664 $x2664 $x2664 $x2664 $x2664))))))))))))))))))))))
(check-sat)
