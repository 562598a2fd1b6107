; benchmark generated from python API
(set-info :status unknown)
(declare-fun size!M () (_ BitVec 64))
(declare-fun base!x () (_ BitVec 64))
(declare-fun base!y () (_ BitVec 64))
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
 (and (bvule (_ bv32 64) size!M) (bvule size!M (_ bv127 64))))
(assert
 (= (bvand base!x (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!x (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv4096 64) size!M))))
(assert
 (and (distinct base!x (_ bv0 64)) true))
(assert
 (= (bvand base!y (_ bv255 64)) (_ bv0 64)))
(assert
 (bvule base!y (bvsub (_ bv18446744073709551615 64) (bvmul (_ bv1280 64) size!M))))
(assert
 (and (distinct base!y (_ bv0 64)) true))
(assert
 (bvult tid.x@A (_ bv128 32)))
(assert
 (bvult tid.y@A (_ bv1 32)))
(assert
 (bvult tid.z@A (_ bv1 32)))
(assert
 (bvult ctaid.x@A (_ bv80 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
 (bvult ctaid.y@A ?x55)))
(assert
 (bvult ctaid.z@A (_ bv1 32)))
(assert
 (bvult tid.x@B (_ bv128 32)))
(assert
 (bvult tid.y@B (_ bv1 32)))
(assert
 (bvult tid.z@B (_ bv1 32)))
(assert
 (bvult ctaid.x@B (_ bv80 32)))
(assert
 (let ((?x55 ((_ extract 31 0) (bvudiv (bvsub (bvadd size!M (_ bv8 64)) (_ bv1 64)) (_ bv8 64)))))
 (bvult ctaid.y@B ?x55)))
(assert
 (bvult ctaid.z@B (_ bv1 32)))
(assert
 (let (($x8567 (= ctaid.z@A ctaid.z@B)))
 (let (($x8299 (= ctaid.y@A ctaid.y@B)))
 (let (($x7795 (= ctaid.x@A ctaid.x@B)))
 (and $x7795 $x8299 $x8567)))))
(assert
 (or (and (distinct ctaid.x@A ctaid.x@B) true) (and (distinct ctaid.y@A ctaid.y@B) true) (and (distinct ctaid.z@A ctaid.z@B) true) (and (distinct tid.x@A tid.x@B) true) (and (distinct tid.y@A tid.y@B) true) (and (distinct tid.z@A tid.z@B) true)))
(assert
 (let ((?x7943 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
 (let ((?x7827 (bvadd (bvadd tid.x@A (bvmul tid.y@A (_ bv128 32))) (bvmul tid.z@A (_ bv128 32)))))
 (= (bvlshr ?x7827 (_ bv5 32)) (bvlshr ?x7943 (_ bv5 32))))))
(assert
 (let ((?x6720 ((_ extract 6 0) ctaid.x@B)))
(let ((?x6721 (concat ?x6720 (_ bv0 2))))
(let ((?x6722 ((_ extract 13 5) tid.x@B)))
(let ((?x6723 (bvadd ?x6722 ?x6721)))
(let ((?x6727 (concat ((_ extract 28 0) ctaid.x@B) (_ bv0 2))))
(let ((?x6729 (concat (_ bv0 4) ((_ extract 31 5) tid.x@B))))
(let ((?x6730 (bvadd ?x6729 ?x6727)))
(let (($x6733 (not (= ((_ extract 30 9) ?x6730) (_ bv0 22)))))
(let (($x6735 (not (or $x6733 (bvule (_ bv640 10) (concat ?x6723 (_ bv0 1)))))))
(let (($x255 (= param!power (_ bv1 32))))
(let (($x6736 (and $x255 $x6735)))
(let ((?x7943 (bvadd (bvadd tid.x@B (bvmul tid.y@B (_ bv128 32))) (bvmul tid.z@B (_ bv128 32)))))
(let ((?x7942 (bvand ?x7943 (_ bv31 32))))
(let ((?x312 (bvadd ((_ extract 13 5) tid.x@A) (concat ((_ extract 6 0) ctaid.x@A) (_ bv0 2)))))
(let (($x314 (bvule (_ bv640 10) (concat ?x312 (_ bv0 1)))))
(let ((?x293 (bvadd (concat (_ bv0 4) ((_ extract 31 5) tid.x@A)) (concat ((_ extract 28 0) ctaid.x@A) (_ bv0 2)))))
(let (($x303 (= ((_ extract 30 9) ?x293) (_ bv0 22))))
(let (($x315 (not $x303)))
(let (($x319 (not (or $x315 $x314))))
(let (($x320 (and $x255 $x319)))
(let (($x8457 (and $x320 (= (_ bv1 1) ((_ extract 0 0) (bvlshr (_ bv4294967295 32) ?x7942))) (not $x6736))))
(let (($x8416 (or $x8457)))
(or $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416 $x8416))))))))))))))))))))))))
(check-sat)
